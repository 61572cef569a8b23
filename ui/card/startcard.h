// The start-position card for a real board (issue 15): one page per board with what a player
// needs to set the position up and to castle in it - the SP number, a large diagram, the back
// rank in letters, the X-FEN, the shuffler's card of each castle and, when the position came
// from dice, the rolls; and what the engine's guide says of it (evaluation, two first moves). A
// round sheet is the same position on several boards or a random position on each, one page per
// board. Painted on any paged device: a PDF, a printer.
#pragma once

#include "chess960/startpos.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <vector>

class QPagedPaintDevice;
class QPainter;
class QRectF;

namespace chess960::ui {

struct BoardTheme;
class PieceSet;

/// \brief One page: start position `number` (0..959), for board `board` of a round (0: a
/// single card, no board named), with the dice rolls that gave it, if it came from dice.
struct StartCard {
    int number = kClassicalStartNumber;
    int board = 0;
    std::vector<RollOutcome> rolls;
};

class StartCards {
    Q_DECLARE_TR_FUNCTIONS(StartCards)
public:
    /// \brief The card of one position; rolls (as typed: "2 3 3 2 3") are kept when they give
    /// that very position, and left out otherwise.
    static StartCard single(int number, const QString& rolls = {});
    /// \brief The same card on boards 1..boards.
    static std::vector<StartCard> sameOnEveryBoard(const StartCard& card, int boards);
    /// \brief A position from `draw` (a uniform 0..959 unless given) on each of boards 1..boards.
    static std::vector<StartCard> randomPerBoard(int boards, std::function<int()> draw = {});

    /// \brief The card's line from the engine's guide: the evaluation, "balanced" when it is,
    /// and two suggested first moves; empty when the guide does not have the position.
    static QString guideLine(int number);
    /// \brief Paints one card into `page` (the printable area, in the painter's units).
    static void paint(QPainter& p, const QRectF& page, const StartCard& card,
                      const BoardTheme& theme, const PieceSet& pieces);
    /// \brief One page per card on device; false with error set if painting cannot start.
    static bool print(QPagedPaintDevice* device, const std::vector<StartCard>& cards,
                      const BoardTheme& theme, const PieceSet& pieces, QString* error = nullptr);
    /// \brief Writes the cards as a PDF file at path (A4); false with error set on failure.
    static bool writePdf(const QString& path, const std::vector<StartCard>& cards,
                         const BoardTheme& theme, const PieceSet& pieces, QString* error = nullptr);
};

} // namespace chess960::ui
