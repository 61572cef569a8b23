// Castling and game texts in the player's language. The core describes castles, practice
// answers and game endings as structured data (and in English for its command-line tool);
// the ui words that data here with tr(), so that a sentence can be built in each language's
// own order and a language switch rewords it.
#pragma once

#include "chess960/castling.h"
#include "chess960/game.h"
#include "chess960/practice.h"
#include "chess960/rightloss.h"

#include <QCoreApplication>
#include <QString>

namespace chess960::ui {

class CastleWording {
    Q_DECLARE_TR_FUNCTIONS(CastleWording)
public:
    /// \brief "White" or "Black".
    static QString colorName(Color c);
    /// \brief A piece with its colour and article as the subject of a sentence ("the white
    /// knight").
    static QString pieceName(Piece p);
    /// \brief A piece type as a name on its own, capitalised ("Knight").
    static QString pieceTypeName(PieceType t);
    /// \brief "O-O" or "O-O-O" (the notation is the same in every language).
    static QString castleName(CastleSide s);
    /// \brief "h-side (O-O)" or "a-side (O-O-O)".
    static QString sideName(CastleSide s);
    /// \brief "double-move", "transposition", ...
    static QString methodName(CastleMethod m);
    /// \brief One sentence on which piece goes first.
    static QString orderText(const CastleAnalysis& a);
    /// \brief One sentence for one reason the castle is not possible.
    static QString obstacleText(const CastleAnalysis& a, const CastleObstacle& o);
    /// \brief "O-O is not possible: ..." with every obstacle (an illegal castle without one
    /// would leave the king in check).
    /// rightLost, when given, says how the right was lost in the game (rightLostText) in place
    /// of the general "the king or that rook has moved".
    static QString problemText(const CastleAnalysis& a, const QString& rightLost = {});
    /// \brief "White has no a-side castling right: the a-side rook has moved (8. Rb1)", from
    /// the game's moves (rightLoss); move is the label of the move that lost it.
    static QString rightLostText(Color c, CastleSide s, const RightLoss& loss, const QString& move);
    /// \brief "king e1 → g1, rook h1 → f1".
    static QString squaresText(const CastleAnalysis& a);
    /// \brief "castle", "king in check", "path blocked", ...
    static QString answerText(CastleAnswer a);
    /// \brief "checkmate", "draw by agreement", ...
    static QString terminationText(Termination t);
    /// \brief The text with its first letter in upper case.
    static QString capitalised(QString text);
};

} // namespace chess960::ui
