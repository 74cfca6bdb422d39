from enum import StrEnum


class FishingDutyDuty(StrEnum):
    CREATOR = "creator"
    LAST = "last"

    def __str__(self) -> str:
        return str(self.value)
