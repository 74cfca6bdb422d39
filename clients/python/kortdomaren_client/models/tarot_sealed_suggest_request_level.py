from enum import StrEnum


class TarotSealedSuggestRequestLevel(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"
    SEARCH = "search"

    def __str__(self) -> str:
        return str(self.value)
