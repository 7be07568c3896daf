"""paperdb's schema and database access: models, engines, migrations. Knows no source formats."""
