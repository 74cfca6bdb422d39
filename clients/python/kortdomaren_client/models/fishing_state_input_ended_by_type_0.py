from enum import StrEnum


class FishingStateInputEndedByType0(StrEnum):
    ANNOUNCE_OUT = "announce_out"
    IMMEDIATE_WIN = "immediate_win"
    PENALTY = "penalty"

    def __str__(self) -> str:
        return str(self.value)
