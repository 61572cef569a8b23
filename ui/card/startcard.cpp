#include "card/startcard.h"

#include "board/boardtheme.h"
#include "board/pieceset.h"
#include "i18n/piecenotation.h"
#include "i18n/scoretext.h"
#include "pictures/boardpicture.h"
#include "shuffler/shufflertexts.h"

#include "chess960/castling.h"
#include "chess960/guide.h"
#include "chess960/notation.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QPrinter>
#include <QRegularExpression>
#include <QTextDocument>

namespace chess960::ui {

namespace {

// The page is laid out on a sheet 1000 units wide, whatever the device: a PDF at 1200 dpi and
// a preview on the screen show the same card.
constexpr qreal kWidth = 1000;

QFont font(const QFont& base, int pixels, bool bold = false) {
    QFont f = base;
    // Ligatures ("fi" as one glyph) would come out of a PDF reader's text as one odd letter.
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setPixelSize(pixels);
    f.setBold(bold);
    return f;
}

// Rich text laid out to `width` and painted with its top-left at `at`; returns its height.
qreal paintRichText(QPainter& p, const QString& html, const QFont& f, QPointF at, qreal width) {
    QTextDocument doc;
    doc.setDefaultFont(f);
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    doc.setTextWidth(width);
    p.save();
    p.translate(at);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, Qt::black);
    doc.documentLayout()->draw(&p, context);
    p.restore();
    return doc.size().height();
}

} // namespace

QString StartCards::guideLine(int number) {
    const GuideEntry* entry = Guide::builtIn().find(number);
    if (!entry) return {};
    const Position pos = Position::startPosition(number);
    QStringList moves;
    for (const GuideFirstMove& m : entry->firstMoves(pos, 2))
        moves << QStringLiteral("1. ") + shownMove(QString::fromStdString(m.san));
    const QString score = shownScore(entry->score, false, 0);
    const QString judged =
        entry->balanced() ? tr("Engine: %1, balanced").arg(score) : tr("Engine: %1").arg(score);
    return tr("%1 · suggested first moves: %2").arg(judged, moves.join(tr(" or ")));
}

StartCard StartCards::single(int number, const QString& rolls) {
    StartCard card;
    card.number = number;
    std::vector<int> values;
    for (const QString& part :
         rolls.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts))
        values.push_back(part.toInt()); // not a number: 0, which rollDice refuses
    if (values.empty()) return card;
    // Rolls that give another position (or none) would tell the player a wrong story.
    if (const auto result = rollDice(values); result && result->number == number)
        card.rolls = result->rolls;
    return card;
}

std::vector<StartCard> StartCards::sameOnEveryBoard(const StartCard& card, int boards) {
    std::vector<StartCard> cards;
    for (int b = 1; b <= boards; ++b) {
        cards.push_back(card);
        cards.back().board = b;
    }
    return cards;
}

std::vector<StartCard> StartCards::randomPerBoard(int boards, std::function<int()> draw) {
    if (!draw) draw = randomStartNumber;
    std::vector<StartCard> cards;
    for (int b = 1; b <= boards; ++b) {
        StartCard card;
        card.number = draw();
        card.board = b;
        cards.push_back(card);
    }
    return cards;
}

void StartCards::paint(QPainter& p, const QRectF& page, const StartCard& card,
                       const BoardTheme& theme, const PieceSet& pieces) {
    const Position pos = Position::startPosition(card.number);
    const QString rank = QString::fromStdString(backRankFromNumber(card.number));
    p.save();
    p.translate(page.topLeft());
    p.scale(page.width() / kWidth, page.width() / kWidth);
    p.setPen(Qt::black);
    const QFont base = p.font();

    // The number is what players call out to each other across the room.
    p.setFont(font(base, 56, true));
    p.drawText(QRectF(0, 0, kWidth, 70), Qt::AlignLeft | Qt::AlignVCenter,
               tr("SP %1").arg(card.number));
    if (card.board > 0) {
        p.setFont(font(base, 40, true));
        p.drawText(QRectF(0, 0, kWidth, 70), Qt::AlignRight | Qt::AlignVCenter,
                   tr("Board %1").arg(card.board));
    }
    p.setFont(font(base, 20));
    p.drawText(QRectF(0, 72, kWidth, 28), Qt::AlignLeft | Qt::AlignVCenter,
               tr("Chess960 start position %1 of 0-959").arg(card.number));
    // What the engine's guide says of it: how even it is and two first moves to begin with.
    p.drawText(QRectF(0, 102, kWidth, 28), Qt::AlignLeft | Qt::AlignVCenter,
               guideLine(card.number));

    // The diagram as the board shows it, White at the bottom, with coordinates to set it up by.
    PictureOptions options;
    options.coordinates = true;
    const qreal boardSize = 570;
    const QRectF boardArea((kWidth - boardSize) / 2, 145, boardSize, boardSize);
    paintBoardPicture(p, boardArea, pos, theme, pieces, options);

    // The back rank in letters, each under its file, as a player reads it along the board.
    qreal y = boardArea.bottom() + 20;
    p.setFont(font(base, 20));
    p.drawText(QRectF(0, y, kWidth, 30), Qt::AlignHCenter | Qt::AlignVCenter,
               tr("White's back rank from a to h; Black's mirrors it:"));
    y += 34;
    const qreal cell = 62;
    const qreal left = (kWidth - 8 * cell) / 2;
    for (int f = 0; f < 8; ++f) {
        const QRectF box(left + f * cell, y, cell, 84);
        p.setPen(QPen(Qt::gray, 1.5));
        p.drawRect(box);
        p.setPen(Qt::black);
        p.setFont(font(base, 18));
        p.drawText(box.adjusted(0, 4, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                   QString(QChar('a' + f)));
        p.setFont(font(base, 44, true));
        p.drawText(box.adjusted(0, 0, 0, -6), Qt::AlignHCenter | Qt::AlignBottom, rank.mid(f, 1));
    }
    y += 84 + 18;

    QFont mono = font(base, 20);
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    // X-FEN and Shredder-FEN (the rooks' files in the castling field), as programs read one
    // or the other.
    const QFont label = font(base, 20, true);
    const qreal labelWidth = std::max(QFontMetricsF(label).horizontalAdvance(tr("X-FEN:")),
                                      QFontMetricsF(label).horizontalAdvance(tr("Shredder-FEN:"))) +
                             12;
    for (const auto& [name, style] : {std::pair{tr("X-FEN:"), FenStyle::XFen},
                                      std::pair{tr("Shredder-FEN:"), FenStyle::Shredder}}) {
        p.setFont(label);
        p.drawText(QRectF(0, y, labelWidth, 30), Qt::AlignLeft | Qt::AlignVCenter, name);
        p.setFont(mono);
        p.drawText(QRectF(labelWidth, y, kWidth - labelWidth, 30), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::fromStdString(pos.fen(style)));
        y += 36;
    }
    y += 10;

    // The shuffler's four castling cards, White's above Black's, a-side on the left.
    const qreal gap = 16;
    const qreal cardWidth = (kWidth - gap) / 2;
    const QFont cardFont = font(base, 17);
    for (int row = 0; row < 2; ++row) {
        qreal height = 0;
        for (int col = 0; col < 2; ++col) {
            const CastleAnalysis a = analyseCastle(
                pos, row == 0 ? White : Black, col == 0 ? CastleSide::ASide : CastleSide::HSide);
            const QPointF at(col * (cardWidth + gap) + 10, y + 8);
            height =
                std::max(height, paintRichText(p, castleCardText(a), cardFont, at, cardWidth - 20));
        }
        p.setPen(QPen(Qt::gray, 1.5));
        for (int col = 0; col < 2; ++col)
            p.drawRect(QRectF(col * (cardWidth + gap), y, cardWidth, height + 16));
        p.setPen(Qt::black);
        y += height + 16 + gap;
    }

    if (!card.rolls.empty()) {
        p.setFont(font(base, 20, true));
        p.drawText(QRectF(0, y, kWidth, 28), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("From Althoefer's dice procedure:"));
        y += 32;
        QStringList lines;
        for (size_t i = 0; i < card.rolls.size(); ++i) {
            const RollOutcome& r = card.rolls[i];
            lines << diceRollText(int(i) + 1, r.value, r.step, r.file, r.ignored).toHtmlEscaped();
        }
        paintRichText(p, lines.join(QStringLiteral("<br>")), font(base, 16), QPointF(0, y), kWidth);
    }
    p.restore();
}

bool StartCards::print(QPagedPaintDevice* device, const std::vector<StartCard>& cards,
                       const BoardTheme& theme, const PieceSet& pieces, QString* error) {
    QPainter p;
    if (cards.empty() || !p.begin(device)) {
        if (error) *error = tr("The pages could not be started.");
        return false;
    }
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    // The painter's origin is the printable area's corner.
    const QRectF page(QPointF(0, 0),
                      device->pageLayout().paintRectPixels(device->logicalDpiX()).size());
    for (size_t i = 0; i < cards.size(); ++i) {
        if (i > 0 && !device->newPage()) {
            if (error) *error = tr("Page %1 could not be started.").arg(i + 1);
            return false;
        }
        paint(p, page, cards[i], theme, pieces);
    }
    return p.end();
}

bool StartCards::writePdf(const QString& path, const std::vector<StartCard>& cards,
                          const BoardTheme& theme, const PieceSet& pieces, QString* error) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    printer.setDocName(tr("Chess960 start positions"));
    if (!print(&printer, cards, theme, pieces)) {
        if (error) *error = tr("%1 could not be written.").arg(path);
        return false;
    }
    return true;
}

} // namespace chess960::ui
