"""unodesk: Uno for the family desktop."""

__version__ = "0.1.0"
