// The castling practice's texts in the player's language, built from the question and what
// the player did (the core's grade carries English text for its own tests and tools).
#pragma once

#include "chess960/practice.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace chess960::ui {

/// \brief What the player did to answer: a move on the board, a reason from the list, or a
/// castling gesture towards a side (legal or not).
struct PracticeGiven {
    enum Kind { Played, Answered, Attempted };
    Kind kind = Played;
    Move move;
    CastleAnswer answer = CastleAnswer::Castle;
    CastleSide side = CastleSide::HSide;
};

class PracticeWording {
    Q_DECLARE_TR_FUNCTIONS(PracticeWording)
public:
    /// \brief "White: castle h-side (O-O)" (", or say why not" in Drill 2).
    static QString prompt(const PracticeQuestion& q);
    /// \brief What the player answered, in words.
    static QString given(const PracticeQuestion& q, const PracticeGiven& given);
    /// \brief The right answer, e.g. "castle: king e1 → g1, rook h1 → f1".
    static QString expected(const CastleAnalysis& a);
    /// \brief What the castle is, then each obstacle, one sentence a line.
    static QStringList explanation(const CastleAnalysis& a);
};

} // namespace chess960::ui
