"""The balance lab: sweeps of many headless games for game designers.

One concept per module: `play` plays one game of a cell and returns its
record, `sweep` turns `--sweep KEY=V1,V2` into checked cells, `parallel`
runs the games on one core, every core or a Ray cluster (`cluster`),
`stats` holds the intervals and the paired comparison, `summary` builds the
table, `export` writes and reads the JSONL and CSV formats, `plot` draws them.
"""
