from enum import StrEnum


class OptionEntryType(StrEnum):
    BOOLEAN = "boolean"
    ENUM = "enum"
    INTEGER = "integer"
    OBJECT = "object"

    def __str__(self) -> str:
        return str(self.value)
