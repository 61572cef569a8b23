#include "newgamedialog.h"

#include "chess960/startpos.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace chess960::ui {

NewGameDialog::NewGameDialog(int number, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New game"));
    spin_ = new QSpinBox(this);
    spin_->setRange(0, kStartPositionCount - 1);
    spin_->setValue(number);
    backRank_ = new QLabel(this);
    QFont mono = backRank_->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setBold(true);
    mono.setPointSizeF(mono.pointSizeF() * 1.4);
    backRank_->setFont(mono);

    auto* random = new QPushButton(tr("Random"), this);
    auto* classical = new QPushButton(tr("Classical (518)"), this);
    auto* row = new QHBoxLayout;
    row->addWidget(spin_, 1);
    row->addWidget(random);
    row->addWidget(classical);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Start position:"), row);
    form->addRow(tr("White's back rank:"), backRank_);
    form->addRow(buttons);

    connect(spin_, &QSpinBox::valueChanged, this, &NewGameDialog::showBackRank);
    connect(random, &QPushButton::clicked, this, [this] { spin_->setValue(randomStartNumber()); });
    connect(classical, &QPushButton::clicked, this,
            [this] { spin_->setValue(kClassicalStartNumber); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    showBackRank(number);
}

int NewGameDialog::number() const {
    return spin_->value();
}

void NewGameDialog::showBackRank(int number) {
    backRank_->setText(QString::fromStdString(backRankFromNumber(number)));
}

} // namespace chess960::ui
