"""Contains all the data models used in inputs/outputs"""

from .apply_game import ApplyGame
from .catalogue import Catalogue
from .deal_game import DealGame
from .deal_match import DealMatch
from .deal_request import DealRequest
from .deal_request_options import DealRequestOptions
from .error_item import ErrorItem
from .femhundra_apply_response import FemhundraApplyResponse
from .femhundra_apply_response_events_item import FemhundraApplyResponseEventsItem
from .femhundra_apply_response_interpretation import FemhundraApplyResponseInterpretation
from .femhundra_combination import FemhundraCombination
from .femhundra_combination_kind import FemhundraCombinationKind
from .femhundra_deal_response import FemhundraDealResponse
from .femhundra_discard import FemhundraDiscard
from .femhundra_drawn import FemhundraDrawn
from .femhundra_drawn_source import FemhundraDrawnSource
from .femhundra_legal_moves_request import FemhundraLegalMovesRequest
from .femhundra_legal_moves_response import FemhundraLegalMovesResponse
from .femhundra_match import FemhundraMatch
from .femhundra_move import FemhundraMove
from .femhundra_move_ace import FemhundraMoveAce
from .femhundra_move_end import FemhundraMoveEnd
from .femhundra_move_request import FemhundraMoveRequest
from .femhundra_move_source import FemhundraMoveSource
from .femhundra_move_type import FemhundraMoveType
from .femhundra_replay_request import FemhundraReplayRequest
from .femhundra_replay_response import FemhundraReplayResponse
from .femhundra_replay_response_verdicts_item import FemhundraReplayResponseVerdictsItem
from .femhundra_state import FemhundraState
from .femhundra_state_options import FemhundraStateOptions
from .femhundra_state_phase import FemhundraStatePhase
from .femhundra_state_request import FemhundraStateRequest
from .femhundra_state_version import FemhundraStateVersion
from .femhundra_table_card import FemhundraTableCard
from .femhundra_turn import FemhundraTurn
from .femhundra_validate_response import FemhundraValidateResponse
from .femhundra_validate_response_interpretation import FemhundraValidateResponseInterpretation
from .femhundra_view import FemhundraView
from .femhundra_view_match import FemhundraViewMatch
from .femhundra_view_options import FemhundraViewOptions
from .femhundra_view_phase import FemhundraViewPhase
from .femhundra_view_request import FemhundraViewRequest
from .femhundra_view_response import FemhundraViewResponse
from .femhundra_view_version import FemhundraViewVersion
from .fishing_apply_response import FishingApplyResponse
from .fishing_apply_response_events_item import FishingApplyResponseEventsItem
from .fishing_apply_response_interpretation import FishingApplyResponseInterpretation
from .fishing_build import FishingBuild
from .fishing_build_action import FishingBuildAction
from .fishing_build_action_type import FishingBuildActionType
from .fishing_build_play import FishingBuildPlay
from .fishing_deal_response import FishingDealResponse
from .fishing_duty import FishingDuty
from .fishing_duty_duty import FishingDutyDuty
from .fishing_last_play import FishingLastPlay
from .fishing_legal_moves_request import FishingLegalMovesRequest
from .fishing_legal_moves_response import FishingLegalMovesResponse
from .fishing_match import FishingMatch
from .fishing_move import FishingMove
from .fishing_move_request import FishingMoveRequest
from .fishing_move_values import FishingMoveValues
from .fishing_replay_request import FishingReplayRequest
from .fishing_replay_response import FishingReplayResponse
from .fishing_replay_response_verdicts_item import FishingReplayResponseVerdictsItem
from .fishing_state import FishingState
from .fishing_state_ended_by_type_1 import FishingStateEndedByType1
from .fishing_state_ended_by_type_2_type_1 import FishingStateEndedByType2Type1
from .fishing_state_ended_by_type_3_type_1 import FishingStateEndedByType3Type1
from .fishing_state_options import FishingStateOptions
from .fishing_state_phase import FishingStatePhase
from .fishing_state_request import FishingStateRequest
from .fishing_state_version import FishingStateVersion
from .fishing_table import FishingTable
from .fishing_validate_response import FishingValidateResponse
from .fishing_validate_response_interpretation import FishingValidateResponseInterpretation
from .fishing_view import FishingView
from .fishing_view_ended_by_type_1 import FishingViewEndedByType1
from .fishing_view_ended_by_type_2_type_1 import FishingViewEndedByType2Type1
from .fishing_view_ended_by_type_3_type_1 import FishingViewEndedByType3Type1
from .fishing_view_match import FishingViewMatch
from .fishing_view_options import FishingViewOptions
from .fishing_view_phase import FishingViewPhase
from .fishing_view_request import FishingViewRequest
from .fishing_view_response import FishingViewResponse
from .fishing_view_version import FishingViewVersion
from .game_entry import GameEntry
from .get_game_game import GetGameGame
from .health import Health
from .legal_moves_game import LegalMovesGame
from .next_deal_game import NextDealGame
from .option_entry import OptionEntry
from .problem import Problem
from .replay_game import ReplayGame
from .score import Score
from .score_details import ScoreDetails
from .score_game import ScoreGame
from .score_item import ScoreItem
from .standing import Standing
from .tarot_apply_response import TarotApplyResponse
from .tarot_apply_response_events_item import TarotApplyResponseEventsItem
from .tarot_apply_response_interpretation import TarotApplyResponseInterpretation
from .tarot_deal_response import TarotDealResponse
from .tarot_debt import TarotDebt
from .tarot_declaration import TarotDeclaration
from .tarot_legal_moves_request import TarotLegalMovesRequest
from .tarot_legal_moves_response import TarotLegalMovesResponse
from .tarot_match import TarotMatch
from .tarot_move import TarotMove
from .tarot_move_request import TarotMoveRequest
from .tarot_move_type import TarotMoveType
from .tarot_played import TarotPlayed
from .tarot_replay_request import TarotReplayRequest
from .tarot_replay_response import TarotReplayResponse
from .tarot_replay_response_verdicts_item import TarotReplayResponseVerdictsItem
from .tarot_sequence import TarotSequence
from .tarot_sequence_kind import TarotSequenceKind
from .tarot_state import TarotState
from .tarot_state_options import TarotStateOptions
from .tarot_state_phase import TarotStatePhase
from .tarot_state_request import TarotStateRequest
from .tarot_state_version import TarotStateVersion
from .tarot_validate_response import TarotValidateResponse
from .tarot_validate_response_interpretation import TarotValidateResponseInterpretation
from .tarot_view import TarotView
from .tarot_view_options import TarotViewOptions
from .tarot_view_phase import TarotViewPhase
from .tarot_view_request import TarotViewRequest
from .tarot_view_response import TarotViewResponse
from .tarot_view_version import TarotViewVersion
from .validate_game import ValidateGame
from .view_game import ViewGame
from .violation import Violation

__all__ = (
    "ApplyGame",
    "Catalogue",
    "DealGame",
    "DealMatch",
    "DealRequest",
    "DealRequestOptions",
    "ErrorItem",
    "FemhundraApplyResponse",
    "FemhundraApplyResponseEventsItem",
    "FemhundraApplyResponseInterpretation",
    "FemhundraCombination",
    "FemhundraCombinationKind",
    "FemhundraDealResponse",
    "FemhundraDiscard",
    "FemhundraDrawn",
    "FemhundraDrawnSource",
    "FemhundraLegalMovesRequest",
    "FemhundraLegalMovesResponse",
    "FemhundraMatch",
    "FemhundraMove",
    "FemhundraMoveAce",
    "FemhundraMoveEnd",
    "FemhundraMoveRequest",
    "FemhundraMoveSource",
    "FemhundraMoveType",
    "FemhundraReplayRequest",
    "FemhundraReplayResponse",
    "FemhundraReplayResponseVerdictsItem",
    "FemhundraState",
    "FemhundraStateOptions",
    "FemhundraStatePhase",
    "FemhundraStateRequest",
    "FemhundraStateVersion",
    "FemhundraTableCard",
    "FemhundraTurn",
    "FemhundraValidateResponse",
    "FemhundraValidateResponseInterpretation",
    "FemhundraView",
    "FemhundraViewMatch",
    "FemhundraViewOptions",
    "FemhundraViewPhase",
    "FemhundraViewRequest",
    "FemhundraViewResponse",
    "FemhundraViewVersion",
    "FishingApplyResponse",
    "FishingApplyResponseEventsItem",
    "FishingApplyResponseInterpretation",
    "FishingBuild",
    "FishingBuildAction",
    "FishingBuildActionType",
    "FishingBuildPlay",
    "FishingDealResponse",
    "FishingDuty",
    "FishingDutyDuty",
    "FishingLastPlay",
    "FishingLegalMovesRequest",
    "FishingLegalMovesResponse",
    "FishingMatch",
    "FishingMove",
    "FishingMoveRequest",
    "FishingMoveValues",
    "FishingReplayRequest",
    "FishingReplayResponse",
    "FishingReplayResponseVerdictsItem",
    "FishingState",
    "FishingStateEndedByType1",
    "FishingStateEndedByType2Type1",
    "FishingStateEndedByType3Type1",
    "FishingStateOptions",
    "FishingStatePhase",
    "FishingStateRequest",
    "FishingStateVersion",
    "FishingTable",
    "FishingValidateResponse",
    "FishingValidateResponseInterpretation",
    "FishingView",
    "FishingViewEndedByType1",
    "FishingViewEndedByType2Type1",
    "FishingViewEndedByType3Type1",
    "FishingViewMatch",
    "FishingViewOptions",
    "FishingViewPhase",
    "FishingViewRequest",
    "FishingViewResponse",
    "FishingViewVersion",
    "GameEntry",
    "GetGameGame",
    "Health",
    "LegalMovesGame",
    "NextDealGame",
    "OptionEntry",
    "Problem",
    "ReplayGame",
    "Score",
    "ScoreDetails",
    "ScoreGame",
    "ScoreItem",
    "Standing",
    "TarotApplyResponse",
    "TarotApplyResponseEventsItem",
    "TarotApplyResponseInterpretation",
    "TarotDealResponse",
    "TarotDebt",
    "TarotDeclaration",
    "TarotLegalMovesRequest",
    "TarotLegalMovesResponse",
    "TarotMatch",
    "TarotMove",
    "TarotMoveRequest",
    "TarotMoveType",
    "TarotPlayed",
    "TarotReplayRequest",
    "TarotReplayResponse",
    "TarotReplayResponseVerdictsItem",
    "TarotSequence",
    "TarotSequenceKind",
    "TarotState",
    "TarotStateOptions",
    "TarotStatePhase",
    "TarotStateRequest",
    "TarotStateVersion",
    "TarotValidateResponse",
    "TarotValidateResponseInterpretation",
    "TarotView",
    "TarotViewOptions",
    "TarotViewPhase",
    "TarotViewRequest",
    "TarotViewResponse",
    "TarotViewVersion",
    "ValidateGame",
    "ViewGame",
    "Violation",
)
