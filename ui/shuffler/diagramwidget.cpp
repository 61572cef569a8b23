#include "shuffler/diagramwidget.h"

#include "shuffler/castlemarks.h"

#include <QPainter>

namespace chess960::ui {

DiagramWidget::DiagramWidget(QWidget* parent)
    : QWidget(parent), pieces_(std::make_unique<PieceSet>()), theme_(BoardTheme::byId({})) {
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

DiagramWidget::~DiagramWidget() = default;

void DiagramWidget::setSquares(const std::array<Piece, 64>& squares) {
    squares_ = squares;
    update();
}

void DiagramWidget::setPosition(const Position& pos) {
    std::array<Piece, 64> squares{};
    for (int s = 0; s < 64; ++s) squares[s] = pos.pieceOn(Square(s));
    setSquares(squares);
}

void DiagramWidget::setMarks(const std::optional<CastleExplanation>& marks) {
    marks_ = marks;
    update();
}

void DiagramWidget::setPieceSet(const QString& id) {
    pieces_ = std::make_unique<PieceSet>(id);
    update();
}

void DiagramWidget::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

QRectF DiagramWidget::boardRect() const {
    // Room on the left and below for the coordinates.
    const qreal side = std::min(width(), height());
    const qreal margin = std::max<qreal>(12, side * 0.05);
    const qreal sq = std::floor((side - margin) / 8);
    return {margin, 0, sq * 8, sq * 8};
}

QRectF DiagramWidget::squareRect(Square s) const {
    const QRectF b = boardRect();
    const qreal sq = b.width() / 8;
    return {b.left() + fileOf(s) * sq, b.top() + (7 - rankOf(s)) * sq, sq, sq};
}

void DiagramWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QRectF b = boardRect();
    const qreal sq = b.width() / 8;
    for (int s = 0; s < 64; ++s)
        p.fillRect(squareRect(Square(s)), isLightSquare(Square(s)) ? theme_.light : theme_.dark);
    p.setPen(QPen(theme_.frame, 1));
    p.drawRect(b.adjusted(-0.5, -0.5, 0.5, 0.5));

    QFont font = this->font();
    font.setPixelSize(std::max(8, qRound(sq * 0.24)));
    p.setFont(font);
    p.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < 8; ++i) {
        p.drawText(QRectF(b.left() + i * sq, b.bottom(), sq, b.left()), Qt::AlignCenter,
                   QString(QChar('a' + i)));
        p.drawText(QRectF(0, b.top() + (7 - i) * sq, b.left(), sq), Qt::AlignCenter,
                   QString::number(i + 1));
    }
    if (marks_) paintCastleMarks(p, *marks_, [this](Square s) { return squareRect(s); });
    for (int s = 0; s < 64; ++s)
        if (squares_[s] != NoPiece) pieces_->paint(p, squares_[s], squareRect(Square(s)));
    // The arrows go on top again so pieces do not hide where king and rook land.
    if (marks_) {
        CastleExplanation arrowsOnly;
        arrowsOnly.kingFrom = marks_->kingFrom;
        arrowsOnly.kingTo = marks_->kingTo;
        arrowsOnly.rookFrom = marks_->rookFrom;
        arrowsOnly.rookTo = marks_->rookTo;
        paintCastleMarks(p, arrowsOnly, [this](Square s) { return squareRect(s); });
    }
}

} // namespace chess960::ui
