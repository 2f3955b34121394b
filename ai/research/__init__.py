"""Tavern's games for researchers: a stable action encoding, numpy observations, and OpenSpiel and
PettingZoo adapters (docs/research.md). The adapters need the `research` extra; the encoding and
the observations need only numpy."""
