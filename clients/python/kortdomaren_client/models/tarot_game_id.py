from enum import StrEnum


class TarotGameId(StrEnum):
    FJABBE = "fjabbe"
    GAME_1000 = "1000"
    GAME_150 = "150"
    GAME_800 = "800"

    def __str__(self) -> str:
        return str(self.value)
