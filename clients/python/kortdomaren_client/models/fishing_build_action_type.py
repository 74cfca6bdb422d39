from enum import StrEnum


class FishingBuildActionType(StrEnum):
    ADD = "add"
    CREATE = "create"
    RAISE = "raise"

    def __str__(self) -> str:
        return str(self.value)
