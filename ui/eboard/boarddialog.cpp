#include "eboard/boarddialog.h"

#include "eboard/eboardfeature.h"
#include "i18n/piecenotation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSerialPortInfo>
#include <QVBoxLayout>

namespace chess960::ui {

namespace {

// The board as the board reports it, White at the bottom, "." empty: White's pieces in
// capitals, Black's in small letters, in the language's letters (pawns P).
QString diagram(const eboard::Placement& p) {
    const QStringList letters = languagePieceLetters(); // K Q R B N
    const auto letter = [&](Piece piece) {
        static constexpr PieceType kOrder[] = {King, Queen, Rook, Bishop, Knight};
        QString l = QStringLiteral("P");
        for (int i = 0; i < 5 && i < letters.size(); ++i)
            if (typeOf(piece) == kOrder[i]) l = letters[i];
        return colorOf(piece) == White ? l.toUpper() : l.toLower();
    };
    QString text;
    for (int rank = 7; rank >= 0; --rank) {
        text += QString::number(rank + 1) + QLatin1Char(' ');
        for (int file = 0; file < 8; ++file) {
            const Piece piece = p[size_t(makeSquare(file, rank))];
            text += piece == NoPiece ? QStringLiteral(".") : letter(piece);
            text += QLatin1Char(' ');
        }
        text += QLatin1Char('\n');
    }
    return text + QStringLiteral("  a b c d e f g h");
}

} // namespace

BoardDialog::BoardDialog(BoardLink* link, QWidget* parent)
    : QDialog(parent), link_(link), kindLabel_(new QLabel(this)), kind_(new QComboBox(this)),
      portLabel_(new QLabel(this)), port_(new QComboBox(this)), refresh_(new QPushButton(this)),
      computer_(new QCheckBox(this)), connect_(new QPushButton(this)),
      disconnect_(new QPushButton(this)), state_(new QLabel(this)), position_(new QLabel(this)),
      close_(new QPushButton(this)) {
    setObjectName(QStringLiteral("boardDialog"));
    kind_->setObjectName(QStringLiteral("boardKind"));
    port_->setObjectName(QStringLiteral("boardPort"));
    connect_->setObjectName(QStringLiteral("boardConnect"));
    disconnect_->setObjectName(QStringLiteral("boardDisconnect"));
    computer_->setObjectName(QStringLiteral("boardComputer"));
    state_->setObjectName(QStringLiteral("boardState"));
    position_->setObjectName(QStringLiteral("boardPosition"));
    kind_->addItem(QStringLiteral("DGT"), BoardLink::kindKey(BoardLink::Kind::Dgt));
    kind_->addItem(QStringLiteral("Millennium ChessLink"),
                   BoardLink::kindKey(BoardLink::Kind::Millennium));
    kind_->setCurrentIndex(link_->kind() == BoardLink::Kind::Dgt ? 0 : 1);
    port_->setEditable(true);
    port_->setMinimumContentsLength(24);
    listPorts();
    if (!link_->port().isEmpty()) port_->setEditText(link_->port());
    computer_->setChecked(EBoardFeature::computerIsBoardOpponent());
    state_->setWordWrap(true);
    position_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    position_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* grid = new QGridLayout;
    grid->addWidget(kindLabel_, 0, 0);
    grid->addWidget(kind_, 0, 1, 1, 2);
    grid->addWidget(portLabel_, 1, 0);
    grid->addWidget(port_, 1, 1);
    grid->addWidget(refresh_, 1, 2);
    grid->addWidget(computer_, 2, 0, 1, 3);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(connect_);
    buttons->addWidget(disconnect_);
    buttons->addStretch(1);
    buttons->addWidget(close_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(state_);
    layout->addWidget(position_);
    layout->addLayout(buttons);

    connect(refresh_, &QPushButton::clicked, this, &BoardDialog::listPorts);
    connect(computer_, &QCheckBox::toggled, this, &EBoardFeature::setComputerIsBoardOpponent);
    connect(connect_, &QPushButton::clicked, this, [this] {
        const QString port = port_->currentText().trimmed();
        if (port.isEmpty()) return;
        const auto kind = BoardLink::kindOfKey(kind_->currentData().toString());
        emit connectRequested(kind.value_or(BoardLink::Kind::Dgt), port);
    });
    connect(disconnect_, &QPushButton::clicked, this, &BoardDialog::disconnectRequested);
    connect(close_, &QPushButton::clicked, this, &QDialog::accept);
    connect(link_, &BoardLink::stateChanged, this, &BoardDialog::showState);
    connect(link_, &BoardLink::infoChanged, this, &BoardDialog::showState);
    connect(link_, &BoardLink::boardSeen, this, &BoardDialog::showState);
    connect(link_, &BoardLink::squareChanged, this, &BoardDialog::showState);
    retranslateUi();
}

void BoardDialog::listPorts() {
    const QString typed = port_->currentText();
    port_->clear();
    for (const QSerialPortInfo& info : QSerialPortInfo::availablePorts()) {
        const QString description =
            info.description().isEmpty() ? info.manufacturer() : info.description();
        port_->addItem(description.isEmpty() ? info.systemLocation()
                                             : info.systemLocation() + QStringLiteral("  (") +
                                                   description + QLatin1Char(')'),
                       info.systemLocation());
    }
    port_->setEditText(typed);
}

void BoardDialog::showState() {
    QString text;
    switch (link_->state()) {
    case BoardLink::State::Off: text = tr("No board connected."); break;
    case BoardLink::State::Connecting:
        text = tr("Waiting for the board on %1 to answer...").arg(link_->port());
        break;
    case BoardLink::State::Connected:
        text = tr("Connected to the board on %1.").arg(link_->port());
        if (!link_->version().isEmpty())
            text += QLatin1Char(' ') + tr("Version %1.").arg(link_->version());
        if (!link_->serialNumber().isEmpty())
            text += QLatin1Char(' ') + tr("Serial number %1.").arg(link_->serialNumber());
        break;
    case BoardLink::State::Lost:
        text = link_->problem() + QLatin1Char(' ') + tr("Trying again.");
        break;
    }
    state_->setText(text);
    position_->setText(link_->state() == BoardLink::State::Connected ? diagram(link_->placement())
                                                                     : QString());
    disconnect_->setEnabled(link_->state() != BoardLink::State::Off);
}

void BoardDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void BoardDialog::retranslateUi() {
    setWindowTitle(tr("Electronic board"));
    kindLabel_->setText(tr("&Kind of board:"));
    kindLabel_->setBuddy(kind_);
    portLabel_->setText(tr("&Port:"));
    portLabel_->setBuddy(port_);
    port_->lineEdit()->setPlaceholderText(tr("e.g. /dev/ttyUSB0 or COM3"));
    refresh_->setText(tr("&Look again"));
    computer_->setText(tr("A game set up on the board is played against the &computer "
                          "(else between the two players at the board)"));
    connect_->setText(tr("&Connect"));
    disconnect_->setText(tr("&Disconnect"));
    close_->setText(tr("Close"));
    showState();
}

} // namespace chess960::ui
