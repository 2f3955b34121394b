"""Packaging: an SPDX licence with its LICENSE file, and only data (no source) as package data."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_licence_is_an_spdx_string_with_its_mit_licence_file():
    assert PROJECT["project"]["license"] == "MIT"
    assert PROJECT["project"]["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Tavern developers" in text


def test_package_data_holds_card_files_and_stylesheets_not_source():
    patterns = [p for patterns in PROJECT["tool"]["setuptools"]["package-data"].values() for p in patterns]
    assert "*.toml" in patterns and "*.tcss" in patterns
    assert not any(p.endswith(".py") for p in patterns)


def test_rich_is_a_declared_dependency_since_tavern_sim_draws_its_bar_with_it():
    assert any(dep.startswith("rich") for dep in PROJECT["project"]["dependencies"])
