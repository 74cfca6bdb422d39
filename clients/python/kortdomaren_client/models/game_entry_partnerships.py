from enum import StrEnum


class GameEntryPartnerships(StrEnum):
    NONE = "none"
    OPTIONAL = "optional"
    REQUIRED = "required"

    def __str__(self) -> str:
        return str(self.value)
