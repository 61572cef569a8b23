// Where one feature's action is another's business: the joins the window makes between its
// features, in one place, so that a test that puts some of the features together joins them
// as the window does.
#pragma once

namespace chess960::ui {

class AnalysisFeature;
class FileActions;
class GameDocument;
class GameMessages;
class KeyboardAccess;
class PlayActions;
class ReviewFeature;

namespace joins {

/// \brief After a take-back or a replay the computer's last words may be about a move that is
/// gone: the engine panel names the pairing again.
void pairingAfterRewind(PlayActions* play, GameMessages* messages);
/// \brief The result's box asks for a review: a normal one starts.
void reviewWhenAsked(GameMessages* messages, ReviewFeature* review);
/// \brief Continue from here starts the analysed line as the game, through the document (which
/// asks before the game on the board is replaced).
void continueAsGame(AnalysisFeature* analysis, GameDocument* document);
/// \brief Ctrl+V in the empty move box pastes a game, through the File menu's action.
void pasteFromMoveBox(KeyboardAccess* keys, FileActions* files);

} // namespace joins

} // namespace chess960::ui
