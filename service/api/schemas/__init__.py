"""marshmallow schemas: they validate requests and are the source of ``openapi.yaml``."""
