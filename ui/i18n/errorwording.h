// The core's errors and the engine's score reading in the player's language. The core
// reports every error as a code with arguments (and builds its English message from them);
// the ui words the same data here with tr(), so that a German player who types a wrong move
// or pastes a broken FEN reads German, and the English text matches the core's message.
#pragma once

#include "chess960/errortext.h"
#include "chess960/pgn.h"
#include "chess960/position.h"
#include "chess960/review/explain.h"
#include "chess960/startpos.h"

#include <QCoreApplication>
#include <QString>

namespace chess960::ui {

class ErrorWording {
    Q_DECLARE_TR_FUNCTIONS(ErrorWording)
public:
    /// \brief The whole error with its reasons; an error without a code shows its message.
    static QString text(const Error& error);
    /// \brief One part; `reason` is the worded part that follows it (empty when none).
    static QString partText(const ErrorPart& part, const QString& reason = {});
    /// \brief A back-rank problem (from validateBackRank).
    static QString text(const BackRankProblem& problem);
    /// \brief "game 3, line 41, column 12: <reason>" for a record that failed, "" otherwise.
    static QString recordText(const PgnRecord& record);
    /// \brief The notice for castling rights a FEN gave that its position cannot have, e.g.
    /// "Castling rights KQ dropped: no white rook on the back rank"; "" when none were dropped.
    static QString droppedCastlingText(const std::vector<DroppedCastlingRight>& dropped);
    /// \brief The engine's score, e.g. "+1.3, White is better".
    static QString scoreText(const review::ScoreReading& reading);
    /// \brief A piece type as a lower-case word inside a sentence ("knight").
    static QString typeWord(PieceType t);
};

} // namespace chess960::ui
