from enum import StrEnum


class FishingStateInputPhase(StrEnum):
    DEAL_OVER = "deal_over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
