"""The thin HTTP layer: strict JSON in, problem+json out, schemas that are also the contract."""
