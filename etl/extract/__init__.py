"""Extractors: pure functions over normalised abstract text (guidelines in ../shared/spec)."""
