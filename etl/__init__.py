"""paperdb's ETL: sources -> normalise -> extract -> load, and the paperdb CLI."""
