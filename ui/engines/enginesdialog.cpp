#include "enginesdialog.h"

#include "chess960/notation.h"
#include "engines/engineoptionsform.h"
#include "engines/uciengine.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QVBoxLayout>

namespace chess960::ui {

EnginesDialog::EnginesDialog(QWidget* parent) : QDialog(parent), candidates_(usualEnginePaths()) {
    setObjectName(QStringLiteral("enginesDialog"));
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("engineList"));
    auto named = [this](QPushButton* b, const char* name) {
        b->setObjectName(QString::fromLatin1(name));
        b->setParent(this);
        return b;
    };
    add_ = named(new QPushButton, "addButton");
    addFound_ = named(new QPushButton, "addFoundButton");
    duplicate_ = named(new QPushButton, "duplicateButton");
    remove_ = named(new QPushButton, "removeButton");
    test_ = named(new QPushButton, "testButton");
    name_ = new QLineEdit(this);
    name_->setObjectName(QStringLiteral("nameEdit"));
    nameLabel_ = new QLabel(this);
    path_ = new QLabel(this);
    path_->setObjectName(QStringLiteral("pathLabel"));
    path_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    author_ = new QLabel(this);
    author_->setObjectName(QStringLiteral("authorLabel"));
    optionsLabel_ = new QLabel(this);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("statusLabel"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    options_ = new EngineOptionsForm(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(options_);
    scroll->setWidgetResizable(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    close_ = buttons->button(QDialogButtonBox::Close);

    auto* left = new QVBoxLayout;
    left->addWidget(list_);
    for (QPushButton* b : {add_, addFound_, duplicate_, remove_}) left->addWidget(b);
    auto* details = new QFormLayout;
    details->addRow(nameLabel_, name_);
    details->addRow(path_);
    details->addRow(author_);
    auto* right = new QVBoxLayout;
    right->addLayout(details);
    right->addWidget(optionsLabel_);
    right->addWidget(scroll, 1);
    right->addWidget(test_, 0, Qt::AlignLeft);
    right->addWidget(status_);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 2);
    columns->addLayout(right, 3);
    auto* all = new QVBoxLayout(this);
    all->addLayout(columns);
    all->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QListWidget::currentRowChanged, this, &EnginesDialog::showSelected);
    connect(add_, &QPushButton::clicked, this, &EnginesDialog::chooseFile);
    connect(addFound_, &QPushButton::clicked, this, [this] { addEngine(found_); });
    connect(duplicate_, &QPushButton::clicked, this, &EnginesDialog::duplicateSelected);
    connect(remove_, &QPushButton::clicked, this, &EnginesDialog::removeSelected);
    connect(test_, &QPushButton::clicked, this, &EnginesDialog::testSelected);
    // Only the name and its entry in the list change: editing often ends because the focus goes
    // to an option's field, which must not be made again while it takes the focus.
    connect(name_, &QLineEdit::editingFinished, this, [this] {
        auto c = EngineStore::find(selectedId());
        const QString name = name_->text().trimmed();
        if (!c || name.isEmpty() || name == c->name) return;
        c->name = EngineStore::uniqueName(name);
        EngineStore::save(*c);
        if (QListWidgetItem* item = list_->currentItem()) item->setText(c->name);
        if (name_->text() != c->name) name_->setText(c->name);
    });
    connect(options_, &EngineOptionsForm::valueChanged, this,
            [this](const QString& name, const QString& value) {
                auto c = EngineStore::find(selectedId());
                if (!c) return;
                for (const UciOption& o : c->options())
                    if (QString::fromStdString(o.name) == name &&
                        QString::fromStdString(o.defaultValue) == value)
                        c->values.remove(name);
                    else if (QString::fromStdString(o.name) == name)
                        c->values.insert(name, value);
                EngineStore::save(*c);
            });
    connect(options_, &EngineOptionsForm::buttonPressed, this, [this](const QString& name) {
        if (probe_ && probe_->state() != UciEngine::State::Failed) probe_->setOption(name);
    });
    retranslateUi();
    reload();
    resize(760, 520);
}

EnginesDialog::~EnginesDialog() = default;

void EnginesDialog::setCandidatePaths(const QStringList& paths) {
    candidates_ = paths;
    reload(selectedId());
}

void EnginesDialog::setTimeLimits(int handshakeMs, int searchMs) {
    handshakeMs_ = handshakeMs;
    searchMs_ = searchMs;
}

void EnginesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void EnginesDialog::retranslateUi() {
    setWindowTitle(tr("Engines"));
    add_->setText(tr("&Add..."));
    add_->setToolTip(tr("Choose the program file of a UCI engine"));
    duplicate_->setText(tr("&Duplicate"));
    duplicate_->setToolTip(tr("The same engine once more, to keep other options (a strength)"));
    remove_->setText(tr("&Remove"));
    test_->setText(tr("&Test"));
    test_->setToolTip(tr("Start the engine and let it find a move from a Chess960 position"));
    nameLabel_->setText(tr("&Name:"));
    nameLabel_->setBuddy(name_);
    optionsLabel_->setText(tr("Options:"));
    if (!found_.isEmpty()) addFound_->setText(tr("Add %1").arg(found_));
    showSelected();
}

void EnginesDialog::reload(const QString& select) {
    const QSignalBlocker block(list_);
    list_->clear();
    for (const EngineConfig& c : EngineStore::load()) {
        auto* item = new QListWidgetItem(c.name, list_);
        item->setData(Qt::UserRole, c.id);
        if (c.id == select) list_->setCurrentItem(item);
    }
    if (!list_->currentItem() && list_->count() > 0) list_->setCurrentRow(0);
    const QStringList found = unconfiguredEngines(candidates_);
    found_ = found.value(0);
    addFound_->setVisible(!found_.isEmpty());
    addFound_->setText(tr("Add %1").arg(found_));
    if (list_->count() == 0 && !found_.isEmpty() && !probe_)
        setStatus(tr("An engine is installed at %1: add it with one click.").arg(found_));
    showSelected();
}

QString EnginesDialog::selectedId() const {
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void EnginesDialog::selectId(const QString& id) {
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->data(Qt::UserRole).toString() == id) list_->setCurrentRow(i);
}

void EnginesDialog::showSelected() {
    const auto c = EngineStore::find(selectedId());
    for (QWidget* w : std::initializer_list<QWidget*>{name_, duplicate_, remove_, test_})
        w->setEnabled(c.has_value());
    name_->setText(c ? c->name : QString());
    path_->setText(c ? tr("Program: %1").arg(c->path) : QString());
    QString about;
    if (c)
        about = c->author.isEmpty() ? c->engineName : tr("%1 by %2").arg(c->engineName, c->author);
    if (c && !c->chess960())
        about += QLatin1Char('\n') + tr("It does not offer Chess960 (UCI_Chess960): it can play "
                                        "only from the classical start (SP 518).");
    author_->setText(about);
    options_->setConfig(c.value_or(EngineConfig{}));
    // What was said about one engine (its test) is not shown beside another.
    status_->setText(statusAbout_.isEmpty() || statusAbout_ == selectedId() ? statusText_
                                                                            : QString());
}

void EnginesDialog::chooseFile() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Choose a UCI engine"), QStringLiteral("/usr/games"));
    if (!path.isEmpty()) addEngine(path);
}

void EnginesDialog::removeSelected() {
    EngineStore::remove(selectedId());
    reload();
}

void EnginesDialog::duplicateSelected() {
    const auto c = EngineStore::find(selectedId());
    if (!c) return;
    reload(EngineStore::duplicate(*c).id);
    name_->setFocus();
    name_->selectAll();
}

void EnginesDialog::setStatus(const QString& text, const QString& about) {
    statusText_ = text;
    statusAbout_ = about;
    status_->setText(text);
}

} // namespace chess960::ui
