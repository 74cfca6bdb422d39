from enum import StrEnum


class FairnessDealerChosen(StrEnum):
    DRAWN = "drawn"
    NEXT_DEAL = "next_deal"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)
