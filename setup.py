"""The build step: setuptools reads everything else from pyproject.toml.

Compiles the translations and draws the icons into the package as it is
built, so that a wheel, an sdist's build, `pip install .` and `pipx install .`
carry them (packaging/build_resources.py does the work).
"""
import sys
import warnings
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "packaging"))
from build_resources import build  # noqa: E402


class BuildWithResources(build_py):
    def run(self) -> None:
        with warnings.catch_warnings():
            # The folders under unodesk/data hold what this step makes (no
            # module): package data on purpose, which setuptools would have
            # listed as packages only because their names could be imported.
            warnings.filterwarnings("ignore", message=r"\s*Package 'unodesk\.data\.")
            super().run()
        # An editable install loads the package from the source tree.
        package = HERE / "unodesk" if self.editable_mode else Path(self.build_lib) / "unodesk"
        build(package / "data")


setup(cmdclass={"build_py": BuildWithResources})
