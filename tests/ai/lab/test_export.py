"""`--out` (one JSON line per game) and `--csv` (the summary table) round-trip exactly."""

import io
import json

import pytest

from ai.lab.export import LabFileError, read_csv, read_jsonl, write_csv, write_jsonl
from ai.lab.summary import summarise
from tests.ai.lab.records import fixed_set


def test_jsonl_round_trips(tmp_path):
    path = tmp_path / "results.jsonl"
    write_jsonl(fixed_set(), path)
    assert len(path.read_text().splitlines()) == len(fixed_set())
    assert read_jsonl(path) == fixed_set()


def test_csv_round_trips():
    rows = summarise(fixed_set())
    out = io.StringIO()
    write_csv(rows, out)
    assert out.getvalue().splitlines()[0].startswith("cell,label,entrant,games,errors,win_rate")
    assert read_csv(io.StringIO(out.getvalue())) == rows


@pytest.mark.parametrize(("text", "message"), [
    ("not json\n", "line 1: not JSON"),
    ('{"format": "tavern-record"}\n', "line 1: not a tavern-lab-game line"),
    (json.dumps({**fixed_set()[0], "version": 9}) + "\n", "version 9"),
    (json.dumps({k: v for k, v in fixed_set()[0].items() if k != "seed"}) + "\n", "missing seed"),
    (json.dumps(fixed_set()[0]) + "\n" + json.dumps({**fixed_set()[1], "scores": ["x"]}) + "\n",
     "line 2: scores of the wrong kind"),
    (json.dumps({**fixed_set()[0], "cell": "one"}) + "\n", "cell of the wrong kind"),
    ("\n", "no games in it"),
])
def test_a_file_that_is_not_lab_results_is_named_with_its_line(tmp_path, text, message):
    path = tmp_path / "bad.jsonl"
    path.write_text(text)
    with pytest.raises(LabFileError, match=message):
        read_jsonl(path)


def test_a_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(LabFileError, match="nothing.jsonl"):
        read_jsonl(tmp_path / "nothing.jsonl")
