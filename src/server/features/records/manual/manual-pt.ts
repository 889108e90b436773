/** O manual do utilizador em português europeu: uma secção por página do portal (servido por extras/doc/0). */
import type { UserManual } from '../../../../contract/types.ts';

export const manualPt: UserManual = {
  language: 'pt',
  title: 'Manual do utilizador',
  sections: [
    {
      id: 'introduction',
      pages: ['/about', '/user_manual'],
      heading: 'Acerca deste portal',
      blocks: [
        { type: 'image', src: '/portal/logo.svg', alt: 'O logótipo do portal' },
        { type: 'paragraph', text: 'O portal permite aos clínicos e às instituições consultar os relatórios de avaliação dos seus utentes, acompanhar a evolução dos utentes ao longo do tempo, introduzir registos clínicos, gerir os utilizadores e as funções da instituição, fazer a formação de avaliador e contactar o apoio.' },
        { type: 'paragraph', text: 'Todas as páginas estão disponíveis em cada um dos idiomas do portal. Escolha o idioma no menu que aparece sob o seu nome; este navegador guarda a escolha.' },
      ],
    },
    {
      id: 'signing-in',
      pages: ['/auth/sign-in', '/auth/sign-up', '/auth/forgot-password', '/terms_and_conditions'],
      heading: 'Iniciar e terminar sessão',
      blocks: [
        { type: 'paragraph', text: 'Inicie sessão com o seu endereço de e-mail e a sua palavra-passe. Se se esqueceu da palavra-passe, escolha «Esqueceu-se da palavra-passe?» na página de início de sessão e siga a ligação que receberá por e-mail.' },
        { type: 'paragraph', text: 'Para criar uma conta, escolha «Criar uma conta» e introduza o seu nome e o seu endereço de e-mail. Receberá uma ligação nesse endereço: abra-a para escolher a sua palavra-passe. Até lá ninguém pode iniciar sessão na conta, pelo que só quem tem acesso à caixa de correio define a palavra-passe.' },
        { type: 'list', items: ['A sessão dura 60 minutos. Pouco antes de terminar, aparece um aviso.', 'Se a sessão terminar enquanto escreve num formulário, o que escreveu fica guardado neste separador e é reposto quando voltar a iniciar sessão.', 'Escolha «Terminar sessão» no menu do utilizador quando deixar um computador partilhado.', 'No menu do utilizador também se escolhe o idioma do portal e o tema: claro, escuro ou igual ao sistema. Este navegador memoriza as duas escolhas.'] },
      ],
    },
    {
      id: 'institutions',
      pages: ['/institutions'],
      heading: 'Escolher a instituição',
      blocks: [
        { type: 'paragraph', text: 'Depois de iniciar sessão, escolha a instituição para a qual trabalha (se pertencer apenas a uma, esta abre-se automaticamente e um breve aviso indica-o). O que pode ver e fazer depende das suas funções nessa instituição. Pode mudar de instituição em qualquer momento a partir da página Instituições, na barra lateral. Da primeira vez, é-lhe pedido que aceite os Termos e Condições dessa instituição.' },
        { type: 'paragraph', text: 'Quando um gestor de utilizadores lhe envia um convite para uma instituição, o convite aparece no topo da página Instituições, com a indicação de quem o enviou. Aceite-o para se juntar à instituição com as funções propostas; até lá, não é membro. Se não conhece a instituição, recuse-o.' },
      ],
    },
    {
      id: 'home',
      pages: ['/'],
      heading: 'Início',
      blocks: [{ type: 'paragraph', text: 'A página inicial mostra a instituição em que está a trabalhar e dá acesso às partes do portal que as suas funções permitem.' }],
    },
    {
      id: 'subjects-reports',
      pages: ['/patients', '/patient/reports', '/patient/legacy_reports'],
      heading: 'Utentes e relatórios',
      blocks: [
        { type: 'paragraph', text: 'A página Utentes mostra os utentes da sua instituição (ou, sem acesso a toda a instituição, os utentes das suas próprias avaliações). Abra um utente para ver os respetivos relatórios de avaliação, relatórios longitudinais e relatórios anteriores.' },
        { type: 'paragraph', text: 'Os utentes registados neste portal com um registo clínico, e não chegados com uma avaliação, têm a marca PP (registado no portal). A partir dos relatórios de um utente, pode abrir o respetivo registo clínico e voltar.' },
        { type: 'paragraph', text: 'Junto a um relatório, «Transferir FHIR» guarda esse relatório num ficheiro FHIR R4 para o sistema de registos clínicos de um hospital, e «Transferir FHIR: todos os relatórios» guarda todos os relatórios do utente que pode consultar. O nome do ficheiro é o código do utente seguido da data (por exemplo NOR-1155_2026-03-02.fhir.json). Cada exportação fica no registo de auditoria da instituição.' },
      ],
    },
    {
      id: 'medical-records',
      pages: ['/medical_records'],
      heading: 'Registos clínicos',
      blocks: [
        { type: 'paragraph', text: 'Os registos clínicos reúnem os dados clínicos introduzidos antes de uma avaliação: data de nascimento, sexo, diagnósticos relevantes, motivo de referenciação, medicação, notas clínicas e clínico referenciador. Os profissionais com a função «Registo de dados clínicos» introduzem e alteram os registos clínicos; os clínicos com acesso aos utentes da instituição podem consultá-los.' },
        { type: 'list', items: ['Novo registo clínico: um novo utente com o primeiro registo clínico, ou um novo registo para um utente existente.', 'Lista de registos clínicos: pesquisar, ordenar e abrir os registos clínicos da instituição.', 'Listas normalizadas: as listas de diagnósticos e de motivos de referenciação da instituição (gestores de utilizadores).'] },
      ],
    },
    {
      id: 'register-record',
      pages: ['/medical_records/register'],
      heading: 'Criar um registo clínico',
      blocks: [
        { type: 'paragraph', text: 'Escolha «Novo utente» e introduza o código do utente (e, se quiser, o número de processo na instituição), ou escolha «Utente existente» e procure-o pelo código. Em seguida, preencha os campos clínicos.' },
        { type: 'list', items: ['Os diagnósticos e o motivo de referenciação vêm das listas da instituição: comece a escrever e escolha uma entrada com as teclas de seta e a tecla Enter.', 'Os campos com algum problema ficam assinalados e o cursor passa para o primeiro.', 'Se não for possível guardar o registo clínico (sem ligação, recusado pelo servidor ou com a sessão terminada), tudo o que escreveu continua no ecrã; guarde novamente quando o problema estiver resolvido.', 'Se sair da página com alterações por guardar, é-lhe pedida confirmação.'] },
      ],
    },
    {
      id: 'list-records',
      pages: ['/medical_records/list'],
      heading: 'Procurar e alterar registos clínicos',
      blocks: [
        { type: 'paragraph', text: 'Pesquise por código do utente, número de processo ou clínico referenciador, e ordene por qualquer coluna. A pesquisa, a ordenação e a página ficam no endereço, pelo que pode guardá-lo nos favoritos ou partilhá-lo com um colega que tenha acesso.' },
        { type: 'paragraph', text: 'Abra um registo clínico para ver todas as revisões, com o autor, a data e os campos alterados. Alterar um registo clínico cria sempre uma nova revisão; as revisões anteriores nunca são substituídas.' },
        { type: 'paragraph', text: 'Se outra pessoa guardou o mesmo registo clínico enquanto o estava a alterar, o portal mostra as duas versões lado a lado. Escolha, em cada campo, o valor a manter (ou corrija-o) e guarde novamente. Nada do que escreveu se perde.' },
      ],
    },
    {
      id: 'standard-strings',
      pages: ['/medical_records'],
      heading: 'Listas normalizadas',
      blocks: [
        { type: 'paragraph', text: 'Os gestores de utilizadores mantêm as listas de diagnósticos e de motivos de referenciação da instituição. Cada entrada tem um texto em cada idioma do portal, para que cada pessoa a veja no seu idioma.' },
        { type: 'list', items: ['Acrescente uma entrada no fim da respetiva lista, ou mova-a para cima ou para baixo.', 'Corrija ou traduza os textos de uma entrada.', 'Desative uma entrada que já não deva ser escolhida. Os registos clínicos que a utilizam mantêm-na, e pode ser reativada mais tarde.'] },
      ],
    },
    {
      id: 'users',
      pages: ['/users', '/users/add_user', '/user_roles', '/admin_panel'],
      heading: 'Utilizadores, funções e painel de administração',
      blocks: [
        { type: 'paragraph', text: 'Os gestores de utilizadores adicionam utilizadores à instituição, associam-nos e desassociam-nos, definem as respetivas funções e ativam-lhes a formação de avaliador. A página Funções dos utilizadores, no menu do utilizador, descreve o que cada função permite.' },
        {
          type: 'list',
          items: [
            'Escolha «Gerir» na linha de um utilizador para tudo o que pode ser feito a esse utilizador; cada alteração pede confirmação antes.',
            'As funções são atribuídas para toda a instituição ou para um dos seus grupos: escolha o grupo acima da lista e depois «Alterar funções». Uma função atribuída em qualquer grupo conta na instituição.',
            'Se adicionar um utilizador cujo endereço de e-mail já tem uma conta, essa pessoa recebe um convite: só passa a ser utilizador da instituição, com as funções que escolheu, quando o aceitar na sua página Instituições. Os convites pendentes aparecem acima da lista de utilizadores, com a indicação de se a pessoa criou a conta ela própria, e pode retirá-los. Voltar a associar um antigo utilizador também é um convite.',
            'O registo de auditoria regista cada alteração aos utilizadores da instituição, quem a fez e quando, com os valores antes e depois. Os proprietários e os gestores de utilizadores podem consultá-lo.',
            'Os administradores abrem o «Painel de administração» a partir do menu do utilizador (o botão redondo com a sua inicial, no canto superior direito): as avaliações de todas as instituições e o estado do respetivo processamento.',
          ],
        },
      ],
    },
    {
      id: 'training',
      pages: ['/training', '/training/videos', '/training/exam', '/training/certificates', '/demo_evals'],
      heading: 'Formação',
      blocks: [
        { type: 'paragraph', text: 'Os avaliadores em formação veem a entrada Formação na barra lateral: vídeos de formação, o exame de avaliador e os seus certificados. As avaliações de demonstração estão disponíveis no menu do utilizador para qualquer pessoa com uma função.' },
        { type: 'list', items: ['Veja cada vídeo desde o início; o leitor pode reproduzir, no máximo, ao dobro da velocidade. Um vídeo avançado até ao fim não fica marcado como visto.', 'Cada tentativa do exame apresenta algumas perguntas escolhidas de um conjunto maior, com as respostas numa nova ordem. Depois de entregar uma tentativa sem atingir o mínimo para aprovação, a página indica os vídeos que deve voltar a ver e quando pode tentar novamente; não mostra a classificação.', 'O seu certificado tem o seu nome tal como a sua instituição o conhecia quando ativou a sua formação. Se não estiver correto, fale com o seu gestor de utilizadores.'] },
      ],
    },
    {
      id: 'account',
      pages: ['/my_account'],
      heading: 'A minha conta',
      blocks: [{ type: 'paragraph', text: 'Altere o seu nome próprio, apelido, organização e palavra-passe. Depois de guardar os seus dados, volta à página Instituições.' }],
    },
    {
      id: 'access-and-paper',
      pages: ['/access_history'],
      heading: 'Quem consultou um utente, e documentos impressos que qualquer pessoa pode verificar',
      blocks: [
        { type: 'paragraph', text: 'Sempre que alguém abre um relatório, uma comparação ao longo do tempo ou um registo clínico, imprime um relatório ou exporta dados, o portal regista quem, quando, a partir de que instituição, o quê e sobre que utente. Este histórico não contém valores clínicos e não pode ser alterado.' },
        { type: 'list', items: ['Na página de relatórios de um utente vê quando os relatórios foram abertos pela última vez e por quem.', 'Os gestores de utilizadores e o proprietário abrem o «Histórico de acessos» a partir dessa linha ou da barra lateral, filtram-no por código do utente e ação, ou por uma pessoa (escolhendo o respetivo nome), e transferem-no como ficheiro CSV (no máximo, os 5000 acessos mais recentes; a página avisa quando o ficheiro atinge esse limite). As impressões do mesmo relatório com poucos minutos de intervalo aparecem como cópias de uma só, e as exportações FHIR como «Exportou em FHIR», com os relatórios que continham.', 'Um relatório impresso tem um código de verificação, a impressão digital (SHA-256) do que foi impresso e um código QR. Quem tiver o documento impresso pode ler o código ou abrir o endereço impresso ao lado para ver que instituição o emitiu, para que data de avaliação e versão, e se uma versão mais recente o substitui. Os certificados impressos também têm um código QR.'] },
      ],
    },
    {
      id: 'support',
      pages: [],
      heading: 'Obter ajuda',
      blocks: [
        { type: 'paragraph', text: 'Escolha «Apoio» no menu do utilizador, selecione um motivo e descreva o problema. Não inclua informação que identifique um utente. A página Acerca de mostra a versão do portal.' },
      ],
    },
  ],
};
