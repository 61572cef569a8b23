// The dice part of the shuffler: Althoefer's procedure one roll at a time with the die button,
// or all at once from the values a player rolled with a real die.
#include "i18n/errorwording.h"
#include "shuffler/diagramwidget.h"
#include "shuffler/shufflerdialog.h"
#include "shuffler/shufflertexts.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStringList>

namespace chess960::ui {
namespace {

QString stepPrompt(DiceStep step) {
    const int faces = diceFaces(step);
    const QString reroll = faces == 6   ? QString()
                           : faces == 5 ? ShufflerDialog::tr(", roll a 6 again")
                                        : ShufflerDialog::tr(", roll a 5 or 6 again");
    return ShufflerDialog::tr("Next roll places the %1 (1-%2%3).")
        .arg(dicePieceName(step))
        .arg(faces)
        .arg(reroll);
}

} // namespace

QWidget* ShufflerDialog::buildDice() {
    auto* box = new QGroupBox(this);
    dieButton_ = new QPushButton(box);
    dieButton_->setObjectName(QStringLiteral("dieButton"));
    auto* reset = new QPushButton(box);
    reset->setObjectName(QStringLiteral("diceReset"));
    diceStep_ = new QLabel(box);
    diceStep_->setObjectName(QStringLiteral("diceStep"));
    diceStep_->setWordWrap(true);
    diceLog_ = new QListWidget(box);
    diceLog_->setObjectName(QStringLiteral("diceLog"));
    rollsEdit_ = new QLineEdit(box);
    rollsEdit_->setObjectName(QStringLiteral("rollsEdit"));
    auto* apply = new QPushButton(box);
    keepWorded([=, this] {
        box->setTitle(tr("Althoefer's dice procedure"));
        dieButton_->setText(tr("Roll the die"));
        reset->setText(tr("Start over"));
        rollsEdit_->setPlaceholderText(tr("Values rolled with a real die, e.g. 2 3 3 2 3"));
        apply->setText(tr("Set up"));
        diceLog_->setAccessibleName(tr("Rolls so far"));
    });
    apply->setObjectName(QStringLiteral("rollsApply"));
    rollsResult_ = new QLabel(box);
    rollsResult_->setObjectName(QStringLiteral("rollsResult"));
    rollsResult_->setWordWrap(true);

    auto* grid = new QGridLayout(box);
    grid->addWidget(dieButton_, 0, 0);
    grid->addWidget(reset, 0, 1);
    grid->addWidget(diceStep_, 1, 0, 1, 2);
    grid->addWidget(diceLog_, 2, 0, 1, 2);
    grid->addWidget(rollsEdit_, 3, 0);
    grid->addWidget(apply, 3, 1);
    grid->addWidget(rollsResult_, 4, 0, 1, 2);
    grid->setRowStretch(2, 1);

    connect(dieButton_, &QPushButton::clicked, this, &ShufflerDialog::rollDie);
    connect(reset, &QPushButton::clicked, this, &ShufflerDialog::resetDice);
    connect(apply, &QPushButton::clicked, this, &ShufflerDialog::applyTypedRolls);
    connect(rollsEdit_, &QLineEdit::returnPressed, this, &ShufflerDialog::applyTypedRolls);
    showDiceStep();
    return box;
}

void ShufflerDialog::showDiceStep() {
    dieButton_->setEnabled(!dice_.done());
    if (dice_.done())
        diceStep_->setText(tr("Done: SP %1. The king takes the middle of the last three squares, "
                              "the rooks the other two.")
                               .arg(dice_.number()));
    else
        diceStep_->setText(stepPrompt(dice_.step()));
}

void ShufflerDialog::addRollToLog(int index, const RollOutcome& roll) {
    auto* item = new QListWidgetItem(
        diceRollText(index, roll.value, roll.step, roll.file, roll.ignored), diceLog_);
    item->setData(Qt::UserRole,
                  QList<QVariant>{index, roll.value, int(roll.step), roll.file, roll.ignored});
    if (roll.ignored) item->setForeground(palette().color(QPalette::PlaceholderText));
    diceLog_->scrollToItem(item);
}

void ShufflerDialog::showPartialRank(const std::string& rank) {
    rolling_ = true;
    spLabel_->setText(tr("SP ?"));
    rankLabel_->setText(QString::fromStdString(rank)); // '.' where a piece is still to come
    spin_->clear();
    rankEdit_->clear();
    showProblems({});
    xfen_->clear();
    shredder_->clear();
    for (QLabel* card : cards_) card->clear();
    for (QPushButton* b : positionButtons_) b->setEnabled(false);
    std::array<Piece, 64> squares{};
    for (int f = 0; f < 8; ++f) {
        squares[makeSquare(f, 1)] = WPawn;
        squares[makeSquare(f, 6)] = BPawn;
        const Piece p = pieceFromLetter(rank[f]);
        if (p == NoPiece) continue;
        squares[makeSquare(f, 0)] = p;
        squares[makeSquare(f, 7)] = makePiece(Black, typeOf(p));
    }
    diagram_->setMarks(std::nullopt);
    diagram_->setSquares(squares);
}

void ShufflerDialog::rollDie() {
    if (dice_.done()) return;
    if (rollCount_ == 0) {
        diceLog_->clear();
        rollsResult_->clear();
    }
    const auto roll = dice_.roll(die_());
    if (!roll) return;
    addRollToLog(++rollCount_, *roll);
    if (dice_.done()) {
        // Every value rolled, the ignored ones too: the procedure reads them in order.
        QStringList values;
        for (int i = 0; i < diceLog_->count(); ++i)
            values << QString::number(
                diceLog_->item(i)->data(Qt::UserRole).toList().value(1).toInt());
        diceRolls_ = values.join(QLatin1Char(' '));
        diceNumber_ = dice_.number();
        setNumber(dice_.number());
    } else
        showPartialRank(dice_.partialBackRank());
    showDiceStep();
}

void ShufflerDialog::resetDice() {
    dice_.reset();
    rollCount_ = 0;
    diceLog_->clear();
    rollsResult_->clear();
    showDiceStep();
    setNumber(number_);
    diagram_->setPosition(Position::startPosition(number_));
}

void ShufflerDialog::applyTypedRolls() {
    std::vector<int> values;
    const QStringList words =
        rollsEdit_->text().split(QRegularExpression(QStringLiteral("[^0-9]+")), Qt::SkipEmptyParts);
    for (const QString& w : words) values.push_back(w.toInt());
    dice_.reset();
    rollCount_ = 0;
    diceLog_->clear();
    showDiceStep();
    appliedRolls_ = rollsEdit_->text();
    const auto result = rollDice(values);
    if (!result) {
        if (rolling_) setNumber(number_); // the rolls shown before are gone
        rollsResult_->setStyleSheet(QStringLiteral("color: #b00020"));
        rollsResult_->setText(values.empty() ? tr("Type the values the die showed, in order.")
                                             : ErrorWording::text(result.error()));
        return;
    }
    for (size_t i = 0; i < result->rolls.size(); ++i) addRollToLog(int(i) + 1, result->rolls[i]);
    rollsResult_->setStyleSheet(QString());
    QString text =
        tr("SP %1 (%2)").arg(result->number).arg(QString::fromStdString(result->backRank));
    // English needs the singular apart; the %n texts carry every plural form of a language.
    const int ignored = int(result->ignoredIndices.size());
    if (ignored == 1)
        text += tr("; 1 roll ignored");
    else if (ignored > 1)
        text += tr("; %n rolls ignored", nullptr, ignored);
    if (result->unusedRolls == 1)
        text += tr("; 1 value left over at the end");
    else if (result->unusedRolls > 1)
        text += tr("; %n values left over at the end", nullptr, result->unusedRolls);
    rollsResult_->setText(text);
    diceRolls_ = words.join(QLatin1Char(' ')); // the values read, as New game reads them
    diceNumber_ = result->number;
    setNumber(result->number);
}

} // namespace chess960::ui
