// The board editor's dialog: its widgets kept in step with the model.
#include "editor/editordialog.h"

#include "editor/editorboard.h"
#include "i18n/errorwording.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace chess960::ui {
namespace {

QString name(Square s) {
    return QString::fromStdString(squareName(s));
}

} // namespace

EditorDialog::EditorDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("editorDialog"));
    board_ = new EditorBoard(&model_, this);
    board_->setObjectName(QStringLiteral("editorBoard"));

    auto make = [this](auto* widget, const char* objectName) {
        widget->setObjectName(QLatin1String(objectName));
        return widget;
    };
    sideLabel_ = new QLabel(this);
    side_ = make(new QComboBox(this), "sideToMove");
    side_->addItems({QString(), QString()});
    epLabel_ = new QLabel(this);
    ep_ = make(new QComboBox(this), "epSquare");
    halfmoveLabel_ = new QLabel(this);
    halfmove_ = make(new QSpinBox(this), "halfmoveClock");
    halfmove_->setRange(0, 9999);
    moveNumberLabel_ = new QLabel(this);
    moveNumber_ = make(new QSpinBox(this), "moveNumber");
    moveNumber_->setRange(1, 9999);
    castlingHint_ = new QLabel(this);
    castlingHint_->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(sideLabel_, side_);
    form->addRow(epLabel_, ep_);
    form->addRow(halfmoveLabel_, halfmove_);
    form->addRow(moveNumberLabel_, moveNumber_);

    clear_ = make(new QPushButton(this), "clear");
    flip_ = make(new QPushButton(this), "flip");
    mirror_ = make(new QPushButton(this), "mirror");
    gamePositionButton_ = make(new QPushButton(this), "gamePosition");
    gamePositionButton_->setEnabled(false);
    auto* edits = new QHBoxLayout;
    for (QPushButton* b : {clear_, flip_, mirror_, gamePositionButton_}) edits->addWidget(b);

    startBox_ = new QGroupBox(this);
    whiteNumber_ = make(new QSpinBox(startBox_), "whiteNumber");
    blackNumber_ = make(new QSpinBox(startBox_), "blackNumber");
    for (QSpinBox* s : {whiteNumber_, blackNumber_}) {
        s->setRange(0, kStartPositionCount - 1);
        s->setValue(518);
    }
    blackNumber_->setEnabled(false);
    differentSides_ = make(new QCheckBox(startBox_), "differentSides");
    startPosition_ = make(new QPushButton(startBox_), "startPosition");
    startInfo_ = make(new QLabel(startBox_), "startInfo");
    auto* startLayout = new QGridLayout(startBox_);
    startLayout->addWidget(whiteNumber_, 0, 0);
    startLayout->addWidget(startPosition_, 0, 1);
    startLayout->addWidget(differentSides_, 1, 0, 1, 2);
    startLayout->addWidget(blackNumber_, 2, 0);
    startLayout->addWidget(startInfo_, 3, 0, 1, 2);

    fenLabel_ = new QLabel(this);
    fen_ = make(new QLineEdit(this), "fen");
    shredder_ = make(new QCheckBox(this), "shredder");
    fenError_ = make(new QLabel(this), "fenError");
    fenError_->setWordWrap(true);
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(fenLabel_);
    fenRow->addWidget(fen_, 1);
    fenRow->addWidget(shredder_);

    problemsTitle_ = new QLabel(this);
    problems_ = make(new QLabel(this), "problems");
    problems_->setWordWrap(true);
    problems_->setTextFormat(Qt::RichText);
    notes_ = make(new QLabel(this), "notes");
    notes_->setWordWrap(true);

    playBox_ = new QGroupBox(this);
    playComputer_ = make(new QPushButton(playBox_), "playComputer");
    playFriend_ = make(new QPushButton(playBox_), "playFriend");
    auto* playLayout = new QHBoxLayout(playBox_);
    playLayout->addWidget(playComputer_);
    playLayout->addWidget(playFriend_);
    analyse_ = make(new QPushButton(this), "analyse");
    copyFen_ = make(new QPushButton(this), "copyFen");
    close_ = make(new QPushButton(this), "close");
    auto* actions = new QHBoxLayout;
    actions->addWidget(analyse_);
    actions->addWidget(copyFen_);
    actions->addStretch();
    actions->addWidget(close_);

    auto* side = new QVBoxLayout;
    side->addLayout(form);
    side->addWidget(castlingHint_);
    side->addWidget(startBox_);
    side->addWidget(problemsTitle_);
    side->addWidget(problems_);
    side->addWidget(notes_);
    side->addStretch();
    side->addWidget(playBox_);
    auto* top = new QHBoxLayout;
    top->addWidget(board_, 1);
    top->addLayout(side);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(edits);
    layout->addLayout(fenRow);
    layout->addWidget(fenError_);
    layout->addLayout(actions);

    connect(board_, &EditorBoard::edited, this, &EditorDialog::refresh);
    connect(side_, &QComboBox::activated, this, [this](int index) {
        model_.setSideToMove(index == 0 ? White : Black);
        refresh();
    });
    connect(ep_, &QComboBox::activated, this, [this](int index) {
        model_.setEpSquare(Square(ep_->itemData(index).toInt()));
        refresh();
    });
    connect(halfmove_, &QSpinBox::valueChanged, this, [this](int n) {
        model_.setHalfmoveClock(n);
        refresh();
    });
    connect(moveNumber_, &QSpinBox::valueChanged, this, [this](int n) {
        model_.setFullmoveNumber(n);
        refresh();
    });
    connect(clear_, &QPushButton::clicked, this, [this] {
        model_.clear();
        refresh();
    });
    connect(flip_, &QPushButton::clicked, this,
            [this] { board_->setFlipped(!board_->isFlipped()); });
    connect(mirror_, &QPushButton::clicked, this, [this] {
        model_.mirrorColours();
        refresh();
    });
    connect(gamePositionButton_, &QPushButton::clicked, this, [this] {
        if (gamePosition_) model_.setPosition(*gamePosition_);
        refresh();
    });
    connect(differentSides_, &QCheckBox::toggled, blackNumber_, &QWidget::setEnabled);
    connect(startPosition_, &QPushButton::clicked, this, [this] {
        const int white = whiteNumber_->value();
        model_.setStartPosition(white,
                                differentSides_->isChecked() ? blackNumber_->value() : white);
        refresh();
    });
    connect(fen_, &QLineEdit::textEdited, this, &EditorDialog::fenEdited);
    connect(shredder_, &QCheckBox::toggled, this, &EditorDialog::refresh);
    connect(playComputer_, &QPushButton::clicked, this, [this] {
        if (auto pos = model_.position()) emit playRequested(*pos, true);
    });
    connect(playFriend_, &QPushButton::clicked, this, [this] {
        if (auto pos = model_.position()) emit playRequested(*pos, false);
    });
    connect(analyse_, &QPushButton::clicked, this, [this] {
        if (auto pos = model_.position()) emit analyseRequested(*pos);
    });
    connect(copyFen_, &QPushButton::clicked, this, [this] {
        const auto style = shredder_->isChecked() ? FenStyle::Shredder : FenStyle::XFen;
        QApplication::clipboard()->setText(QString::fromStdString(model_.fen(style)));
    });
    connect(close_, &QPushButton::clicked, this, &QDialog::reject);

    retranslate();
    refresh();
    resize(1000, 720);
}

void EditorDialog::setBoardLook(const BoardTheme& theme, const QString& pieceSetId, bool flipped) {
    board_->setTheme(theme);
    board_->setPieceSet(pieceSetId);
    board_->setFlipped(flipped);
}

void EditorDialog::setGamePosition(const Position& pos) {
    gamePosition_ = pos;
    gamePositionButton_->setEnabled(true);
    model_.setPosition(pos);
    // The start-position boxes begin at the game's own start when it is one.
    if (const auto pair = model_.startPair()) {
        whiteNumber_->setValue(pair->white);
        blackNumber_->setValue(pair->black);
        differentSides_->setChecked(!pair->symmetric());
    }
    refresh();
}

void EditorDialog::fenEdited(const QString& text) {
    // The field keeps what is typed; the board follows as soon as it reads as a FEN.
    if (auto error = model_.loadFen(text.trimmed().toStdString())) {
        fenError_->setText(ErrorWording::text(*error));
        return;
    }
    fenError_->clear();
    const QString typed = fen_->text();
    refresh();
    fen_->setText(typed);
}

QString EditorDialog::noteText(const EditorNote& note) const {
    if (note.kind == EditorNote::EpDropped)
        return tr("En-passant square %1 dropped: no capture is possible there now")
            .arg(name(note.square));
    return note.colour == White
               ? tr("White's castling right with the rook on %1 dropped: that rook cannot "
                    "castle now")
                     .arg(name(note.square))
               : tr("Black's castling right with the rook on %1 dropped: that rook cannot "
                    "castle now")
                     .arg(name(note.square));
}

void EditorDialog::refresh() {
    const Setup& s = model_.setup();
    {
        const QSignalBlocker b1(side_), b2(ep_), b3(halfmove_), b4(moveNumber_);
        side_->setCurrentIndex(s.side == White ? 0 : 1);
        ep_->clear();
        ep_->addItem(tr("none"), int(NoSquare));
        for (Bitboard b = model_.epCandidates(); b;) {
            const Square sq = popLsb(b);
            ep_->addItem(name(sq), int(sq));
        }
        ep_->setCurrentIndex(std::max(0, ep_->findData(int(s.epSquare))));
        ep_->setEnabled(ep_->count() > 1);
        halfmove_->setValue(s.halfmoveClock);
        moveNumber_->setValue(s.fullmoveNumber);
    }
    fen_->setText(QString::fromStdString(
        model_.fen(shredder_->isChecked() ? FenStyle::Shredder : FenStyle::XFen)));
    fenError_->clear();

    QStringList reasons;
    for (const auto& p : model_.problems()) reasons << ErrorWording::text(p.error).toHtmlEscaped();
    problemsTitle_->setVisible(!reasons.isEmpty());
    problems_->setText(reasons.isEmpty() ? QString()
                                         : QStringLiteral("<ul style=\"margin-left:-20px\"><li>") +
                                               reasons.join(QStringLiteral("</li><li>")) +
                                               QStringLiteral("</li></ul>"));
    QStringList notes;
    for (const auto& n : model_.notes()) notes << noteText(n);
    notes_->setText(notes.join('\n'));

    if (const auto pair = model_.startPair())
        startInfo_->setText(pair->symmetric()
                                ? tr("Start position %1").arg(pair->white)
                                : tr("Double Fischer Random %1: White SP %2, Black SP %3")
                                      .arg(dfrcNumber(pair->white, pair->black))
                                      .arg(pair->white)
                                      .arg(pair->black));
    else
        startInfo_->setText(tr("Not a start position"));

    const bool valid = model_.isValid();
    for (QWidget* w : {static_cast<QWidget*>(playBox_), static_cast<QWidget*>(analyse_),
                       static_cast<QWidget*>(copyFen_)})
        w->setEnabled(valid);
    board_->update();
}

void EditorDialog::retranslate() {
    setWindowTitle(tr("Set up position"));
    board_->setAccessibleName(tr("Set-up board"));
    board_->setAccessibleDescription(
        tr("Arrow keys move the square cursor; K Q R B N P place a white piece, k q r b n p a "
           "black one; Delete removes; Space gives or takes a rook's castling right"));
    sideLabel_->setText(tr("Side to move:"));
    side_->setItemText(0, tr("White"));
    side_->setItemText(1, tr("Black"));
    epLabel_->setText(tr("En passant:"));
    halfmoveLabel_->setText(tr("Half-move clock:"));
    moveNumberLabel_->setText(tr("Move number:"));
    castlingHint_->setText(tr("Castling: the mark on a rook gives it the right to castle "
                              "(any rook on its back rank beside its king)."));
    clear_->setText(tr("Clear"));
    flip_->setText(tr("Flip"));
    mirror_->setText(tr("Mirror colours"));
    gamePositionButton_->setText(tr("Current game position"));
    startBox_->setTitle(tr("Start position"));
    whiteNumber_->setPrefix(tr("SP "));
    blackNumber_->setPrefix(tr("Black SP "));
    differentSides_->setText(tr("Different set-ups for White and Black"));
    startPosition_->setText(tr("Set up"));
    fenLabel_->setText(tr("FEN:"));
    shredder_->setText(tr("Shredder-FEN"));
    problemsTitle_->setText(tr("This position cannot be played:"));
    playBox_->setTitle(tr("Play from here"));
    playComputer_->setText(tr("Against the computer"));
    playFriend_->setText(tr("Against a friend"));
    analyse_->setText(tr("Analyse"));
    copyFen_->setText(tr("Copy FEN"));
    close_->setText(tr("Close"));
    refresh();
}

void EditorDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

} // namespace chess960::ui
