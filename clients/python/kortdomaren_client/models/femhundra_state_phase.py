from enum import StrEnum


class FemhundraStatePhase(StrEnum):
    DEAL_OVER = "deal_over"
    DRAW = "draw"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
