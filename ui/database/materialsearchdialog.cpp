#include "database/materialsearchdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace chess960::ui {

namespace {

constexpr int kMostPawns = 8;
constexpr int kMostPieces = 10; // two and eight promotions
constexpr int kAny = CountRange{}.max;

const char* const kRowKeys[] = {"Queens", "Rooks", "Bishops", "Knights", "Minors", "Pawns"};

PieceType typeOfRow(int row) {
    switch (row) {
    case MaterialSearchDialog::Queens: return Queen;
    case MaterialSearchDialog::Rooks: return Rook;
    case MaterialSearchDialog::Bishops: return Bishop;
    case MaterialSearchDialog::Knights: return Knight;
    case MaterialSearchDialog::Pawns: return Pawn;
    default: return NoPieceType; // the minor pieces together
    }
}

} // namespace

MaterialSearchDialog::MaterialSearchDialog(const MaterialPattern& pattern,
                                           std::optional<Position> board, QWidget* parent)
    : QDialog(parent), preset_(new QComboBox(this)), bishops_(new QComboBox(this)),
      eitherColour_(new QCheckBox(this)), plies_(new QSpinBox(this)), board_(std::move(board)) {
    setObjectName(QStringLiteral("materialSearchDialog"));
    setWindowTitle(tr("Material search"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The games in which each side has these pieces besides its "
                                "king. A \"to\" at its highest means any number."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    preset_->setObjectName(QStringLiteral("materialPreset"));
    preset_->addItem(tr("An ending by name..."));
    preset_->addItem(tr("Rook endings"), int(MaterialPreset::RookEndings));
    preset_->addItem(tr("Pawn endings"), int(MaterialPreset::PawnEndings));
    preset_->addItem(tr("Queen endings"), int(MaterialPreset::QueenEndings));
    preset_->addItem(tr("Minor-piece endings"), int(MaterialPreset::MinorPieceEndings));
    preset_->addItem(tr("Bishops of opposite colours"), int(MaterialPreset::OppositeBishops));
    preset_->addItem(tr("Queen against rook and minor piece"),
                     int(MaterialPreset::QueenAgainstRookAndMinor));
    preset_->addItem(tr("Rook against minor piece"), int(MaterialPreset::RookAgainstMinor));
    if (board_) preset_->addItem(tr("The board's pieces, pawns any"), -1);
    preset_->setToolTip(tr("Fills in the counts below; each can be changed after"));
    connect(preset_, &QComboBox::activated, this, &MaterialSearchDialog::choosePreset);
    layout->addWidget(preset_);

    auto* grid = new QGridLayout;
    for (int side = 0; side < 2; ++side) {
        sideNames_[size_t(side)] = new QLabel(this);
        sideNames_[size_t(side)]->setAlignment(Qt::AlignCenter);
        grid->addWidget(sideNames_[size_t(side)], 0, 1 + 2 * side, 1, 2);
        grid->addWidget(new QLabel(tr("from"), this), 1, 1 + 2 * side, Qt::AlignCenter);
        grid->addWidget(new QLabel(tr("to"), this), 1, 2 + 2 * side, Qt::AlignCenter);
    }
    const QString rowNames[RowCount] = {tr("Queens"),
                                        tr("Rooks"),
                                        tr("Bishops"),
                                        tr("Knights"),
                                        tr("Minor pieces (bishops and knights)"),
                                        tr("Pawns")};
    for (int row = 0; row < RowCount; ++row) {
        auto* name = new QLabel(rowNames[row], this);
        grid->addWidget(name, 2 + row, 0);
        const int most = row == Pawns ? kMostPawns : kMostPieces;
        for (int side = 0; side < 2; ++side)
            for (int end = 0; end < 2; ++end) {
                auto* spin = new QSpinBox(this);
                spin->setRange(0, most);
                spin->setObjectName(QStringLiteral("%1%2%3").arg(
                    QLatin1String(side ? "black" : "white"), QLatin1String(kRowKeys[row]),
                    QLatin1String(end ? "To" : "From")));
                spin->setAccessibleName(
                    QStringLiteral("%1 %2").arg(rowNames[row], end ? tr("to") : tr("from")));
                counts_[size_t(side)][size_t(row)][size_t(end)] = spin;
                grid->addWidget(spin, 2 + row, 1 + 2 * side + end);
                if (end == 0) name->setBuddy(spin);
            }
        // A "from" above its "to" takes the "to" along, and the other way round.
        for (int side = 0; side < 2; ++side) {
            QSpinBox* from = counts_[size_t(side)][size_t(row)][0];
            QSpinBox* to = counts_[size_t(side)][size_t(row)][1];
            connect(from, &QSpinBox::valueChanged, to, [to](int v) {
                if (to->value() < v) to->setValue(v);
            });
            connect(to, &QSpinBox::valueChanged, from, [from](int v) {
                if (from->value() > v) from->setValue(v);
            });
        }
    }
    layout->addLayout(grid);

    auto* form = new QFormLayout;
    bishops_->setObjectName(QStringLiteral("materialBishops"));
    bishops_->addItem(tr("On any squares"));
    bishops_->addItem(tr("One each, on squares of opposite colours"));
    bishops_->addItem(tr("One each, on squares of the same colour"));
    form->addRow(tr("&Bishops:"), bishops_);
    plies_->setObjectName(QStringLiteral("materialPlies"));
    plies_->setRange(1, 40);
    plies_->setToolTip(tr("So that a position passed through in an exchange is not taken for "
                          "an ending; a game that ends with this material counts however "
                          "short"));
    form->addRow(tr("Standing for at least this many &half-moves:"), plies_);
    layout->addLayout(form);
    eitherColour_->setObjectName(QStringLiteral("materialEitherColour"));
    eitherColour_->setText(tr("&Either side may have either set (queen against rook, "
                              "whoever has the queen)"));
    connect(eitherColour_, &QCheckBox::toggled, this, &MaterialSearchDialog::nameSides);
    layout->addWidget(eitherColour_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Search"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("materialSearch"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setPattern(pattern);
}

void MaterialSearchDialog::nameSides() {
    const bool either = eitherColour_->isChecked();
    sideNames_[0]->setText(either ? tr("One side") : tr("White"));
    sideNames_[1]->setText(either ? tr("The other side") : tr("Black"));
}

void MaterialSearchDialog::setPattern(const MaterialPattern& pattern) {
    for (int side = 0; side < 2; ++side)
        for (int row = 0; row < RowCount; ++row) {
            const PieceType t = typeOfRow(row);
            const CountRange r = t == NoPieceType ? pattern.minors[size_t(side)]
                                                  : pattern.pieces[size_t(side)][t - 1];
            QSpinBox* from = counts_[size_t(side)][size_t(row)][0];
            QSpinBox* to = counts_[size_t(side)][size_t(row)][1];
            // The "to" first: a "from" above the old "to" would move it.
            to->setValue(std::min(r.max, to->maximum()));
            from->setValue(r.min);
            to->setValue(std::min(r.max, to->maximum()));
        }
    bishops_->setCurrentIndex(int(pattern.bishops));
    eitherColour_->setChecked(pattern.eitherColour);
    plies_->setValue(pattern.plies);
    nameSides();
}

MaterialPattern MaterialSearchDialog::pattern() const {
    MaterialPattern q;
    for (int side = 0; side < 2; ++side)
        for (int row = 0; row < RowCount; ++row) {
            const QSpinBox* from = counts_[size_t(side)][size_t(row)][0];
            const QSpinBox* to = counts_[size_t(side)][size_t(row)][1];
            const CountRange r{from->value(), to->value() == to->maximum() ? kAny : to->value()};
            const PieceType t = typeOfRow(row);
            (t == NoPieceType ? q.minors[size_t(side)] : q.pieces[size_t(side)][t - 1]) = r;
        }
    q.bishops = MaterialPattern::Bishops(bishops_->currentIndex());
    q.eitherColour = eitherColour_->isChecked();
    q.plies = plies_->value();
    return q;
}

void MaterialSearchDialog::choosePreset(int index) {
    const int preset = preset_->itemData(index).toInt();
    if (index <= 0) return;
    MaterialPattern q =
        preset < 0 ? MaterialPattern::of(*board_, true) : materialPreset(MaterialPreset(preset));
    q.plies = plies_->value(); // the player's, not the preset's
    setPattern(q);
}

} // namespace chess960::ui
