from enum import StrEnum


class FishingStatePhase(StrEnum):
    DEAL_OVER = "deal_over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
