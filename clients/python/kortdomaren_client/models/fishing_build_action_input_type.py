from enum import StrEnum


class FishingBuildActionInputType(StrEnum):
    ADD = "add"
    CREATE = "create"
    RAISE = "raise"

    def __str__(self) -> str:
        return str(self.value)
