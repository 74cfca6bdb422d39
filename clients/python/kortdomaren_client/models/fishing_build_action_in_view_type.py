from enum import StrEnum


class FishingBuildActionInViewType(StrEnum):
    ADD = "add"
    CREATE = "create"
    RAISE = "raise"

    def __str__(self) -> str:
        return str(self.value)
