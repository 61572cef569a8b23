#include "board/boardwidget.h"

#include <QTimer>

namespace chess960::ui {
namespace {

bool near(const QPointF& a, const QPointF& b) {
    return (a - b).manhattanLength() < 0.01;
}

} // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent), theme_(BoardTheme::byId({})), pieces_(std::make_unique<PieceSet>()) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setContextMenuPolicy(Qt::PreventContextMenu); // the right button draws
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setDuration(180);
    animation_.setEasingCurve(QEasingCurve::OutCubic);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        slides_.clear();
        update();
    });
    geometry_ = BoardGeometry(size(), false);
    updateAccessibleText();
}

BoardWidget::~BoardWidget() = default;

void BoardWidget::setPosition(const Position& pos, Move lastMove) {
    const Position before = position();
    std::vector<Slide> slides;
    // A board that has shown no position yet shows no kings: there is nothing to slide from
    // (and no legal move to check against).
    const bool shownReal = before.pieces(White, King) && before.pieces(Black, King);
    if (!lastMove.isNull() && !noSlideNext_ && shownReal && before.isLegal(lastMove) &&
        before.after(lastMove).samePosition(pos))
        slides = slidesFor(before, lastMove);
    noSlideNext_ = false;
    dropStarts_.clear();

    const BoardReaction r = interaction_.setPosition(pos, lastMove);
    if (question_) question_->close();
    startSlides(std::move(slides));
    if (r.withdrawn) emit pendingChanged(false);
    if (r.premove) emit premoveChanged(*r.premove);
    hint_.clear();
    refreshStatus();
    updateAccessibleText();
    update();
    if (!r.move.isNull()) requestPremove(r.move);
}

// Asked for from the event loop, not from inside setPosition: the owner plays it and shows the
// next position, which must not happen while it is still showing this one.
void BoardWidget::requestPremove(Move m) {
    const Position pos = position();
    QTimer::singleShot(0, this, [this, pos, m] {
        if (position().samePosition(pos)) emit moveRequested(m);
    });
}

void BoardWidget::setFlipped(bool flipped) {
    geometry_ = BoardGeometry(size(), flipped);
    syncPointer();
    update();
}

void BoardWidget::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

void BoardWidget::setPieceSet(const QString& id) {
    pieces_ = std::make_unique<PieceSet>(id);
    update();
}

void BoardWidget::setConfirmMoves(bool on) {
    interaction_.setConfirmMoves(on);
    if (!on && hasPendingMove()) confirmMove();
}

void BoardWidget::setReportCastleAttempts(bool on) {
    apply(interaction_.setReportCastleAttempts(on));
}

void BoardWidget::setInteractive(bool on) {
    apply(interaction_.setInteractive(on));
}

void BoardWidget::setPremoveSide(std::optional<Color> side) {
    apply(interaction_.setPremoveSide(side));
}

void BoardWidget::announceCastling() {
    apply(interaction_.announce());
}

void BoardWidget::cancel() {
    apply(interaction_.cancel());
}

void BoardWidget::confirmMove() {
    apply(interaction_.confirm());
}

void BoardWidget::clearMarkings() {
    if (interaction_.clearMarkings()) emit markingsChanged({});
    update();
}

// A move leaves the board: requested now, or shown where it lands until it is confirmed.
void BoardWidget::startMove(const BoardReaction& r) {
    if (r.confirmed) {
        noSlideNext_ = true; // it already stands where it lands
        emit pendingChanged(false);
        emit moveRequested(r.move);
        return;
    }
    if (const auto& half = input().halfCastle()) {
        // The first physical move already stands on the board: that piece starts from there.
        const bool king = input().halfKingFirst();
        const Piece piece = makePiece(half->color, king ? King : Rook);
        dropStarts_.push_back({piece, BoardGeometry::centreOf(king ? half->kingTo : half->rookTo),
                               BoardGeometry::centreOf(king ? half->kingFrom : half->rookFrom)});
    }
    if (!r.waits) {
        emit moveRequested(r.move);
        return;
    }
    startSlides(slidesFor(position(), r.move));
    dropStarts_.clear();
    emit pendingChanged(true);
}

void BoardWidget::apply(const BoardReaction& r, bool fromKeys) {
    if (!r.move.isNull()) startMove(r);
    if (r.premove) {
        dropStarts_.clear(); // the premove stays where it was dropped
        emit premoveChanged(*r.premove);
    }
    if (r.withdrawn) emit pendingChanged(false);
    if (r.attempt) emit castleAttempted(position().sideToMove(), *r.attempt);
    if (r.kind == InputResult::Ask && interaction_.questionOpen()) ask(fromKeys);
    if (question_ && !interaction_.questionOpen()) question_->close();
    if (r.status)
        refreshStatus(*r.status);
    else
        syncAnnouncement();
    update();
}

void BoardWidget::setStatus(const QString& text) {
    if (text == status_) return;
    status_ = text;
    emit statusChanged(statusText());
}

std::vector<BoardWidget::Slide> BoardWidget::slidesFor(const Position& before, Move m) const {
    std::vector<Slide> slides;
    const Piece mover = before.pieceOn(m.from());
    const Color us = colorOf(mover);
    if (m.kind() == Move::Castling) {
        const CastleSide side = chess960::castleSideOf(before, m);
        slides.push_back({mover, BoardGeometry::centreOf(m.from()),
                          BoardGeometry::centreOf(castleKingTarget(us, side))});
        slides.push_back({before.pieceOn(m.to()), BoardGeometry::centreOf(m.to()),
                          BoardGeometry::centreOf(castleRookTarget(us, side))});
    } else {
        const Piece shown = m.kind() == Move::Promotion ? makePiece(us, m.promotion()) : mover;
        slides.push_back(
            {shown, BoardGeometry::centreOf(m.from()), BoardGeometry::centreOf(m.to())});
    }
    for (Slide& s : slides)
        for (const Slide& start : dropStarts_)
            if (near(start.to, s.from)) s.from = start.from;
    return slides;
}

std::vector<Piece> BoardWidget::slidingPieces() const {
    std::vector<Piece> pieces;
    for (const Slide& s : slides_) pieces.push_back(s.piece);
    return pieces;
}

void BoardWidget::startSlides(std::vector<Slide> slides) {
    std::erase_if(slides, [](const Slide& s) { return near(s.from, s.to); });
    animation_.stop();
    slides_.clear();
    if (!animate_ || slides.empty()) return;
    slides_ = std::move(slides);
    animation_.start();
}

} // namespace chess960::ui
