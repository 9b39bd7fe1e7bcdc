"""The engine's tests: one test per rule, named after it.

A docstring says where its rule comes from. "Contract" means the engine's
public surface as docs/ENGINE.md describes it; "Contract's choice" (or
"Choice") is one of the points the rule texts leave open, which RULES.md
settles under "Where the rules leave a choice".
"""
