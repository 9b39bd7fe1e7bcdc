"""The shipping scripts: the Windows installer compiles, the hosted CI's
workflow is valid and runs what `make dist` runs, the spec carries what the
program loads, the Linux bundle's libraries name no folder of the build
machine."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import unodesk

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "bundles.yml"
sys.path.insert(0, str(ROOT / "packaging"))
import dist  # noqa: E402


def test_the_nsis_installer_script_compiles(tmp_path: Path) -> None:
    """makensis builds the installer around a stand-in bundle (NSIS runs on Linux too)."""
    makensis = shutil.which("makensis")
    if makensis is None:
        pytest.skip("makensis is not installed (.ci/run installs nsis)")
    bundle = tmp_path / "unodesk"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "unodesk.exe").write_bytes(b"MZ")
    (bundle / "_internal" / "python311.dll").write_bytes(b"MZ")
    ico = ROOT / "unodesk" / "data" / "icons" / "unodesk.ico"
    setup = tmp_path / "setup.exe"
    done = subprocess.run(
        [makensis, "-V2", f"-DVERSION={unodesk.__version__}", f"-DBUNDLE={bundle}", f"-DOUTFILE={setup}",
         f"-DICON={ico}", str(ROOT / "packaging" / "windows" / "unodesk.nsi")],
        capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert setup.read_bytes()[:2] == b"MZ"


def test_the_workflow_is_a_valid_github_workflow() -> None:
    checker = shutil.which("check-jsonschema", path=str(Path(sys.executable).parent)) or shutil.which("check-jsonschema")
    if checker is None:
        pytest.skip("check-jsonschema is not installed")
    done = subprocess.run([checker, "--builtin-schema", "vendor.github-workflows", str(WORKFLOW)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_workflow_builds_and_smoke_tests_as_make_dist_does() -> None:
    workflow = WORKFLOW.read_text(encoding="utf-8")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for runner in ("ubuntu", "windows", "macos"):
        assert re.search(rf"os: \[.*{runner}", workflow), runner
    assert "tags:" in workflow
    assert "$(PY) packaging/dist.py\n" in makefile and "run: python packaging/dist.py\n" in workflow
    smoke = re.search(r"\$\(PY\) packaging/dist.py (smoke .*)", makefile).group(1)
    assert f"run: python packaging/dist.py {smoke}" in workflow


def test_the_spec_carries_the_built_data_and_keeps_qt_s_words_for_our_languages() -> None:
    spec = (ROOT / "packaging" / "unodesk.spec").read_text(encoding="utf-8")
    assert '(str(resources.DATA), "unodesk/data")' in spec
    assert "build(resources.DATA)" in spec
    assert 'console=False' in spec
    assert "in CODES" in spec


def test_the_spec_leaves_out_no_qt_module_the_game_imports() -> None:
    spec = (ROOT / "packaging" / "unodesk.spec").read_text(encoding="utf-8")
    left_out = set(re.findall(r'"(Qt\w+)"', spec.split("UNUSED_MODULES", 1)[1].split("]", 1)[0]))
    imported = {
        name
        for path in (ROOT / "unodesk").rglob("*.py")
        for name in re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8"))
    }
    assert imported, "the game imports Qt modules"
    assert not imported & left_out, f"the bundle would lack {sorted(imported & left_out)}"


@pytest.mark.skipif(shutil.which("patchelf") is None, reason="patchelf is not installed (.ci/run installs it)")
def test_the_build_machine_s_folders_leave_the_runpath_and_origin_stays(tmp_path: Path) -> None:
    library = tmp_path / "bundle" / "_internal" / "libone.so.1"
    library.parent.mkdir(parents=True)
    shutil.copyfile(Path(shutil.which("patchelf")).resolve(), library)
    subprocess.run(["patchelf", "--set-rpath", "$ORIGIN/../lib:/root/.pyenv/versions/3.11.7/lib", str(library)],
                   check=True)
    foreign = tmp_path / "bundle" / "libtwo.so.1"
    shutil.copyfile(library, foreign)
    subprocess.run(["patchelf", "--set-rpath", "/root/.pyenv/versions/3.11.7/lib", str(foreign)], check=True)
    dist.keep_runpaths_inside(tmp_path / "bundle")

    def runpath(path: Path) -> str:
        return subprocess.run(["patchelf", "--print-rpath", str(path)], capture_output=True, text=True,
                              check=True).stdout.strip()

    assert runpath(library) == "$ORIGIN/../lib"
    assert runpath(foreign) == ""


def test_the_bundle_carries_pysides_signature_modules_compiled(tmp_path: Path) -> None:
    """The bundle's shiboken6 finds its support modules as bytecode in
    `files.dir` (packaging/signature_files.py) instead of compiling them
    from its embedded zip at every start."""
    import signature_files

    entries = signature_files.datas(tmp_path)
    assert entries == [(str(tmp_path / "files.dir"), "shiboken6/files.dir")]
    folder = tmp_path / "files.dir"
    loader = folder / "shibokensupport" / "signature" / "loader.pyc"
    assert loader.is_file()
    # Bytecode only, as the rest of the bundle (lintian refuses __pycache__ folders in a .deb).
    assert not list(folder.rglob("*.py")) and not list(folder.rglob("__pycache__"))
    # A fresh interpreter whose shiboken6 sits beside such a folder imports them from it.
    import shiboken6

    package = tmp_path / "site" / "shiboken6"
    shutil.copytree(Path(shiboken6.__file__).parent, package, ignore=shutil.ignore_patterns(signature_files.FOLDER))
    shutil.copytree(folder, package / signature_files.FOLDER)
    done = subprocess.run(
        [sys.executable, "-c", "import shiboken6, sys; "
         "print(sys.modules['shibokensupport.signature.loader'].__file__)"],
        capture_output=True, text=True, env={"PYTHONPATH": str(tmp_path / "site"), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).resolve() == (package / "files.dir" / loader.relative_to(folder)).resolve()
