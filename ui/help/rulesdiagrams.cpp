#include "help/rulesdiagrams.h"

#include "settings.h"
#include "shuffler/diagramwidget.h"

#include "chess960/castling.h"
#include "chess960/position.h"
#include "chess960/practice.h"

#include <optional>

namespace chess960::ui {

namespace {

struct Diagram {
    const char* name;
    const char* fen; // nullptr: the start position `number`
    int number = -1;
    std::optional<CastleSide> castle; // White's castle to that side, explained with marks
};

// Each castle shows one thing the text explains; their captions in the pages name the squares,
// so a changed position here needs the pages changed too.
const Diagram kDiagrams[] = {
    // SP 333, NRQBKRBN: bishops d1 and g1 on opposite colours, king e1 between rooks b1, f1.
    {"start", nullptr, 333, std::nullopt},
    // Kc1, rooks b1 and h1: O-O takes the king to g1 and the rook to f1 ...
    {"castle-h", "6k1/5ppp/8/8/8/8/PPP2PPP/1RK4R w KQ - 0 1", -1, CastleSide::HSide},
    // ... while O-O-O leaves the king on c1 and the rook jumps over it to d1.
    {"castle-a-king-stays", "6k1/5ppp/8/8/8/8/PPP2PPP/1RK4R w KQ - 0 1", -1, CastleSide::ASide},
    // Ke1, Rf1: the rook is already on f1; the king jumps over it to g1.
    {"castle-rook-stays", "4k3/pppppppp/8/8/8/8/PPPPPPPP/R3KR2 w KQ - 0 1", -1, CastleSide::HSide},
    // Kf1, Rg1: king and rook swap squares.
    {"castle-swap", "6k1/5ppp/8/8/8/8/5PPP/5KR1 w K - 0 1", -1, CastleSide::HSide},
    // Kb1, Rh1: the king would pass e1, which the rook on e8 attacks.
    {"castle-attacked", "4r1k1/5ppp/8/8/8/8/PPP2PPP/1K5R w K - 0 1", -1, CastleSide::HSide},
    // Kd1, Ra1: the knight on b1 stands on the rook's way to d1.
    {"castle-blocked", "2k5/ppp5/8/8/8/8/PPPP4/RN1K4 w Q - 0 1", -1, CastleSide::ASide},
};

const Diagram* find(const QString& name) {
    for (const Diagram& d : kDiagrams)
        if (name == QLatin1String(d.name)) return &d;
    return nullptr;
}

} // namespace

QStringList rulesDiagramNames() {
    QStringList names;
    for (const Diagram& d : kDiagrams) names.append(QString::fromLatin1(d.name));
    return names;
}

QImage rulesDiagram(const QString& name, int side, qreal dpr) {
    const Diagram* d = find(name);
    if (!d) return {};
    Position pos;
    if (d->fen) {
        auto parsed = Position::fromFen(d->fen);
        if (!parsed) return {};
        pos = *parsed;
    } else {
        pos = Position::startPosition(d->number);
    }

    const BoardSettings settings = BoardSettings::load();
    DiagramWidget widget;
    widget.setPieceSet(settings.pieceSet);
    widget.setTheme(BoardTheme::byId(settings.theme));
    widget.setPosition(pos);
    if (d->castle) widget.setMarks(explainCastle(analyseCastle(pos, White, *d->castle)));
    widget.resize(side, side);

    QImage image(QSize(side, side) * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    widget.render(&image, {}, {}, QWidget::DrawChildren);
    return image;
}

} // namespace chess960::ui
