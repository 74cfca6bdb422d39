from enum import StrEnum


class TarotStatePhase(StrEnum):
    DEAL_OVER = "deal_over"
    DISCARD = "discard"
    FJONT_EXCHANGE = "fjont_exchange"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
