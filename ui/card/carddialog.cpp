#include "card/carddialog.h"

#include "board/boardtheme.h"
#include "board/pieceset.h"
#include "files/gamefiles.h"

#include "chess960/guide.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace chess960::ui {

CardDialog::CardDialog(int number, const QString& rolls, const QString& pieceSet,
                       const QString& theme, QWidget* parent)
    : QDialog(parent), card_(StartCards::single(number, rolls)), pieceSet_(pieceSet),
      theme_(theme) {
    setObjectName(QStringLiteral("cardDialog"));
    single_ = new QRadioButton(this);
    single_->setObjectName(QStringLiteral("single"));
    same_ = new QRadioButton(this);
    same_->setObjectName(QStringLiteral("same"));
    random_ = new QRadioButton(this);
    random_->setObjectName(QStringLiteral("random"));
    balanced_ = new QCheckBox(this);
    balanced_->setObjectName(QStringLiteral("balancedOnly"));
    single_->setChecked(true);
    boards_ = new QSpinBox(this);
    boards_->setObjectName(QStringLiteral("boards"));
    boards_->setRange(2, 200);
    boards_->setValue(8);
    boardsLabel_ = new QLabel(this);
    boardsLabel_->setBuddy(boards_);
    dice_ = new QLabel(this);
    dice_->setObjectName(QStringLiteral("dice"));
    dice_->setWordWrap(true);
    dice_->setVisible(!card_.rolls.empty());

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Close, this);
    saveButton_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
    printButton_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
    previewButton_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
    saveButton_->setObjectName(QStringLiteral("savePdf"));
    saveButton_->setDefault(true);

    auto* form = new QFormLayout;
    form->addRow(boardsLabel_, boards_);
    auto* layout = new QVBoxLayout(this);
    for (QWidget* w : {single_, same_, random_}) layout->addWidget(w);
    auto* balancedRow = new QHBoxLayout;
    balancedRow->addSpacing(24); // under the choice it belongs to
    balancedRow->addWidget(balanced_);
    layout->addLayout(balancedRow);
    layout->addLayout(form);
    layout->addWidget(dice_);
    layout->addStretch(1);
    layout->addWidget(buttons_);

    const auto follow = [this] {
        boards_->setEnabled(!single_->isChecked());
        balanced_->setEnabled(random_->isChecked());
        // The rolls belong to this position, not to random ones.
        dice_->setEnabled(!random_->isChecked());
    };
    for (QRadioButton* b : {single_, same_, random_})
        connect(b, &QRadioButton::toggled, this, follow);
    follow();
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(saveButton_, &QPushButton::clicked, this, &CardDialog::saveAs);
    connect(printButton_, &QPushButton::clicked, this, &CardDialog::print);
    connect(previewButton_, &QPushButton::clicked, this, &CardDialog::preview);
    retranslateUi();
}

void CardDialog::setKind(Kind kind) {
    (kind == Kind::Single             ? single_
     : kind == Kind::SameOnEveryBoard ? same_
                                      : random_)
        ->setChecked(true);
}

CardDialog::Kind CardDialog::kind() const {
    if (same_->isChecked()) return Kind::SameOnEveryBoard;
    if (random_->isChecked()) return Kind::RandomPerBoard;
    return Kind::Single;
}

void CardDialog::setBoards(int boards) {
    boards_->setValue(boards);
}

void CardDialog::setBalancedOnly(bool on) {
    balanced_->setChecked(on);
}

std::vector<StartCard> CardDialog::cards() const {
    switch (kind()) {
    case Kind::Single: return {card_};
    case Kind::SameOnEveryBoard: return StartCards::sameOnEveryBoard(card_, boards_->value());
    case Kind::RandomPerBoard:
        return StartCards::randomPerBoard(
            boards_->value(),
            balanced_->isChecked() ? std::function<int()>(randomBalancedStartNumber) : nullptr);
    }
    return {card_};
}

bool CardDialog::saveTo(const QString& path) {
    QString error;
    const PieceSet pieces(pieceSet_);
    if (!StartCards::writePdf(path, cards(), BoardTheme::byId(theme_), pieces, &error)) {
        auto* box =
            new QMessageBox(QMessageBox::Warning, windowTitle(), error, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("errorMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    return true;
}

void CardDialog::saveAs() {
    const QString dir = playersFolder(QStandardPaths::DocumentsLocation);
    const QString name = kind() == Kind::RandomPerBoard
                             ? QStringLiteral("/chess960-round.pdf")
                             : QStringLiteral("/chess960-sp%1.pdf").arg(card_.number);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save start-position card"),
                                                      dir + name, tr("PDF document (*.pdf)"));
    if (!path.isEmpty() && saveTo(path)) accept();
}

void CardDialog::print() {
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const PieceSet pieces(pieceSet_);
    QString error;
    if (!StartCards::print(&printer, cards(), BoardTheme::byId(theme_), pieces, &error))
        QMessageBox::warning(this, windowTitle(), error);
    else
        accept();
}

void CardDialog::preview() {
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog dialog(&printer, this);
    // One draw for the preview: what is previewed is what is printed from it.
    const std::vector<StartCard> pages = cards();
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [this, &pages](QPrinter* p) {
        const PieceSet pieces(pieceSet_);
        StartCards::print(p, pages, BoardTheme::byId(theme_), pieces);
    });
    dialog.exec();
}

void CardDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void CardDialog::retranslateUi() {
    setWindowTitle(tr("Start-position card"));
    single_->setText(tr("A card for start position %1").arg(card_.number));
    same_->setText(tr("Start position %1 on every board of a round").arg(card_.number));
    random_->setText(tr("A random start position on each board, with its number"));
    balanced_->setText(tr("Only balanced positions (the engine's guide)"));
    boardsLabel_->setText(tr("&Boards:"));
    QStringList rolls;
    for (const RollOutcome& r : card_.rolls) rolls << QString::number(r.value);
    dice_->setText(tr("The dice rolls that gave it (%1) are printed on its card.")
                       .arg(rolls.join(QLatin1Char(' '))));
    saveButton_->setText(tr("&Save as PDF..."));
    printButton_->setText(tr("&Print..."));
    previewButton_->setText(tr("Pre&view..."));
}

} // namespace chess960::ui
