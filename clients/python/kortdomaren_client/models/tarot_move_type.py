from enum import StrEnum


class TarotMoveType(StrEnum):
    DECLARE = "declare"
    DISCARD_WIDOW = "discard_widow"
    FJONT_EXCHANGE = "fjont_exchange"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
