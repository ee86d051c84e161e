"""`python -m altered_tui` runs the same command line as `altered-tui`."""

from altered_tui.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
