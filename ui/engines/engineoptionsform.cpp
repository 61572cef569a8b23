#include "engineoptionsform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>
#include <climits>

namespace chess960::ui {

EngineOptionsForm::EngineOptionsForm(QWidget* parent) : QWidget(parent) {
    form_ = new QFormLayout(this);
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void EngineOptionsForm::setConfig(const EngineConfig& config) {
    while (form_->rowCount() > 0) form_->removeRow(0);
    buttons_.clear();
    for (const UciOption& option : config.options()) {
        if (option.name == "UCI_Chess960") continue;
        const QString name = QString::fromStdString(option.name);
        QWidget* control = controlFor(option, config.value(option));
        control->setObjectName(QStringLiteral("option:") + name);
        if (option.type == UciOptionType::Button)
            form_->addRow(QString(), control);
        else
            form_->addRow(name, control);
    }
    setButtonsEnabled(buttonsEnabled_);
}

void EngineOptionsForm::setButtonsEnabled(bool on) {
    buttonsEnabled_ = on;
    for (QWidget* b : buttons_) {
        b->setEnabled(on);
        b->setToolTip(on ? QString() : tr("Acts on the engine while it runs a test"));
    }
}

QWidget* EngineOptionsForm::controlFor(const UciOption& option, const QString& value) {
    const QString name = QString::fromStdString(option.name);
    switch (option.type) {
    case UciOptionType::Check: {
        auto* box = new QCheckBox(this);
        box->setChecked(value == QLatin1String("true"));
        connect(box, &QCheckBox::toggled, this, [this, name](bool on) {
            emit valueChanged(name, on ? QStringLiteral("true") : QStringLiteral("false"));
        });
        return box;
    }
    case UciOptionType::Spin: {
        auto* spin = new QSpinBox(this);
        // Engines offer 64-bit ranges (Hash up to 32 TB); a spin box holds an int.
        spin->setRange(int(std::clamp<int64_t>(option.min, INT_MIN, INT_MAX)),
                       int(std::clamp<int64_t>(option.max, INT_MIN, INT_MAX)));
        spin->setValue(value.toInt());
        connect(spin, &QSpinBox::valueChanged, this,
                [this, name](int v) { emit valueChanged(name, QString::number(v)); });
        return spin;
    }
    case UciOptionType::Combo: {
        auto* combo = new QComboBox(this);
        for (const std::string& var : option.vars) combo->addItem(QString::fromStdString(var));
        combo->setCurrentIndex(std::max(0, combo->findText(value, Qt::MatchFixedString)));
        connect(combo, &QComboBox::currentTextChanged, this,
                [this, name](const QString& text) { emit valueChanged(name, text); });
        return combo;
    }
    case UciOptionType::String: {
        auto* edit = new QLineEdit(value, this);
        connect(edit, &QLineEdit::editingFinished, this,
                [this, name, edit] { emit valueChanged(name, edit->text()); });
        return edit;
    }
    case UciOptionType::Button: break;
    }
    auto* button = new QPushButton(name, this);
    connect(button, &QPushButton::clicked, this, [this, name] { emit buttonPressed(name); });
    buttons_ << button;
    return button;
}

} // namespace chess960::ui
