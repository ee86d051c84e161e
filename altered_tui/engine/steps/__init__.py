"""Effect steps: one module per family of step kinds, all listed in steps/table.py."""
