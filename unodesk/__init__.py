"""unodesk: Uno for the family desktop."""

__version__ = "0.1.0"
# The name the program goes by: its folders, the application's name, the bundle's.
APP_NAME = "unodesk"
