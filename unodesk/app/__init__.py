"""The application: the one place where the pieces meet.

- `start.py`: `main()`, what a start does (the `unodesk` command and
  `python -m unodesk`): the game, the smoke run, the export, the menu entry.
- `command_line.py`: the options, read into `Options`.
- `wiring.py`: builds the controller, the table and the window and connects
  them, the settings and the scores.
- `geometry.py`: the window's size and place: the first one, the saved one,
  and kept on the screen while the window manager adds its frame.
- `instance_lock.py`, `instance_channel.py`: one running copy; a second
  start brings the first one's window forward.
- `smoke.py`: one round between computers in the real window (`make smoke`).
"""
