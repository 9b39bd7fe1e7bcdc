"""The engine's tests: one test per rule, named after it.

A docstring says where its rule comes from. "Text NNN" (or a sentence
quoted in its language after "NNN:") cites one of the rule texts RULES.md
lists under "Where the rules come from", by its number; the rule itself is
the one RULES.md states under its section. "Contract" means the engine's
public surface as docs/ENGINE.md describes it; "Contract's choice" (or
"Choice") is one of the points the rule texts leave open, which RULES.md
settles under "Where the rules leave a choice".
"""
