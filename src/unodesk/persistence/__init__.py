"""persistence."""
